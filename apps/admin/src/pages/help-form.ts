/**
 * The help editor's text form (issue 17): an article body as plain lines an operator can type —
 * `# heading`, `- list item` (consecutive ones make one list), other lines paragraphs; blank lines separate —
 * and back. Never HTML: what is typed is stored and shown as text.
 */
import type { HelpBlock } from '@app/shared';

export function bodyToText(body: readonly HelpBlock[] | undefined): string {
  return (body ?? [])
    .map((b) => (b.type === 'heading' ? `# ${b.text}` : b.type === 'paragraph' ? b.text : b.items.map((i) => `- ${i}`).join('\n')))
    .join('\n\n');
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
    if (line.startsWith('# ')) blocks.push({ type: 'heading', text: line.slice(2).trim() });
    else if (line.startsWith('- ')) {
      if (last?.type === 'list') last.items.push(line.slice(2).trim());
      else blocks.push({ type: 'list', items: [line.slice(2).trim()] });
    } else blocks.push({ type: 'paragraph', text: line });
  }
  // The empty paragraphs above only end a list; they are not kept.
  return blocks.filter((b) => b.type !== 'paragraph' || b.text !== '');
}
