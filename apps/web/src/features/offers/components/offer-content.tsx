/**
 * An offer's text (contracts/activities.ts: plain text in the player's language, never HTML): a blank line separates
 * paragraphs, a line starting with "- " is a list item; other line breaks are kept. Everything is rendered as text
 * (React escapes it): nothing from the server is ever inserted as HTML.
 */
import type { ReactNode } from 'react';

type Block = { type: 'paragraph'; text: string } | { type: 'list'; items: string[] };

const ITEM = /^\s*- /;

/** The text's paragraphs and lists, in order (consecutive "- " lines form one list). */
export function blocksOf(content: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of content.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    let lines: string[] = [];
    const flush = (): void => {
      if (lines.length) blocks.push({ type: 'paragraph', text: lines.join('\n') });
      lines = [];
    };
    for (const line of chunk.split('\n')) {
      if (ITEM.test(line)) {
        flush();
        const last = blocks.at(-1);
        const item = line.replace(ITEM, '').trim();
        if (last?.type === 'list' && lines.length === 0) last.items.push(item);
        else blocks.push({ type: 'list', items: [item] });
      } else if (line.trim() !== '') {
        lines.push(line.trimEnd());
      }
    }
    flush();
    // A blank line ends a list too.
    blocks.push({ type: 'paragraph', text: '' });
  }
  return blocks.filter((b) => b.type === 'list' || b.text !== '');
}

export function OfferContent({ content }: { content: string }): ReactNode {
  return (
    <div className="offer-content" data-testid="offer-content">
      {blocksOf(content).map((block, i) =>
        block.type === 'paragraph' ? (
          <p key={i}>{block.text}</p>
        ) : (
          <ul key={i}>
            {block.items.map((item, j) => (
              <li key={j}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}
