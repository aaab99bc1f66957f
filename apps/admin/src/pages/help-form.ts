/**
 * The help editor's text form (issue 17): an article body as plain lines an operator can type —
 * `# heading`, `- list item` (consecutive ones make one list), `![caption](/media/….png)` an image (the about and
 * sponsor pages' art), other lines paragraphs; blank lines separate — and back. Never HTML: what is typed is stored
 * and shown as text; the server admits only images of this site.
 */
import type { HelpBlock } from '@app/shared';

const IMAGE_LINE = /^!\[(.*)\]\((\S+)\)$/;

export const imageLine = (src: string, caption = ''): string => `![${caption}](${src})`;

function blockToText(b: HelpBlock): string {
  if (b.type === 'heading') return `# ${b.text}`;
  if (b.type === 'paragraph') return b.text;
  if (b.type === 'image') return imageLine(b.src, b.caption);
  return b.items.map((i) => `- ${i}`).join('\n');
}

export function bodyToText(body: readonly HelpBlock[] | undefined): string {
  return (body ?? []).map(blockToText).join('\n\n');
}

export function textToBody(text: string): HelpBlock[] {
  const blocks: HelpBlock[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    const last = blocks.at(-1);
    if (!line) {
      if (last?.type === 'list') blocks.push({ type: 'paragraph', text: '' });
      continue;
    }
    const image = IMAGE_LINE.exec(line);
    if (image) blocks.push({ type: 'image', src: image[2]!, caption: image[1]!.trim() });
    else if (line.startsWith('# ')) blocks.push({ type: 'heading', text: line.slice(2).trim() });
    else if (line.startsWith('- ')) {
      if (last?.type === 'list') last.items.push(line.slice(2).trim());
      else blocks.push({ type: 'list', items: [line.slice(2).trim()] });
    } else blocks.push({ type: 'paragraph', text: line });
  }
  // The empty paragraphs above only end a list; they are not kept.
  return blocks.filter((b) => b.type !== 'paragraph' || b.text !== '');
}
