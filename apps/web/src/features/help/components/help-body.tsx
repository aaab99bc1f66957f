/**
 * A help article's structured text drawn with antd-mobile: headings, paragraphs, bullet lists and images (our own
 * art only: the contract admits seed assets and operator uploads). Every text is plain text rendered as such (React
 * escapes it); nothing from the server is ever inserted as HTML.
 */
import type { HelpBlock } from '@app/shared';
import { List } from 'antd-mobile';
import type { ReactNode } from 'react';
import { assetUrl } from '../../../api/request';

type Group = { kind: 'figures'; images: Extract<HelpBlock, { type: 'image' }>[] } | { kind: 'block'; block: Exclude<HelpBlock, { type: 'image' }> };

/** Consecutive images (certificate badges) make one list of cards, each image beside its caption; one alone is centred. */
function grouped(body: readonly HelpBlock[]): Group[] {
  const out: Group[] = [];
  for (const block of body) {
    const last = out.at(-1);
    if (block.type !== 'image') out.push({ kind: 'block', block });
    else if (last?.kind === 'figures') last.images.push(block);
    else out.push({ kind: 'figures', images: [block] });
  }
  return out;
}

function Block({ block }: { block: Exclude<HelpBlock, { type: 'image' }> }): ReactNode {
  if (block.type === 'heading') return <h3 className="help-heading">{block.text}</h3>;
  if (block.type === 'paragraph') return <p className="help-paragraph">{block.text}</p>;
  return (
    <List className="help-list">
      {block.items.map((item, j) => (
        <List.Item key={j} prefix={<span className="help-bullet" aria-hidden="true" />}>
          {item}
        </List.Item>
      ))}
    </List>
  );
}

export function HelpBody({ body }: { body: readonly HelpBlock[] }): ReactNode {
  return (
    <div className="help-body" data-testid="help-body">
      {grouped(body).map((g, i) =>
        g.kind === 'block' ? (
          <Block key={i} block={g.block} />
        ) : (
          <div key={i} className={g.images.length > 1 ? 'help-figures many' : 'help-figures'}>
            {g.images.map((img, j) => (
              <figure key={j} className="help-figure">
                <img src={assetUrl(img.src)} alt={img.caption} loading="lazy" />
                {img.caption ? <figcaption>{img.caption}</figcaption> : null}
              </figure>
            ))}
          </div>
        ),
      )}
    </div>
  );
}
