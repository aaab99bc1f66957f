/**
 * A help article's structured text drawn with antd-mobile: headings, paragraphs, bullet lists and images (our own
 * art only: the contract admits seed assets and operator uploads). Every text is plain text rendered as such (React
 * escapes it); nothing from the server is ever inserted as HTML.
 */
import type { HelpBlock } from '@app/shared';
import { List } from 'antd-mobile';
import type { ReactNode } from 'react';
import { assetUrl } from '../../../api/request';

export function HelpBody({ body }: { body: readonly HelpBlock[] }): ReactNode {
  return (
    <div className="help-body" data-testid="help-body">
      {body.map((block, i) =>
        block.type === 'heading' ? (
          <h3 key={i} className="help-heading">
            {block.text}
          </h3>
        ) : block.type === 'paragraph' ? (
          <p key={i} className="help-paragraph">
            {block.text}
          </p>
        ) : block.type === 'image' ? (
          <figure key={i} className="help-figure">
            <img src={assetUrl(block.src)} alt={block.caption} loading="lazy" />
            {block.caption ? <figcaption>{block.caption}</figcaption> : null}
          </figure>
        ) : (
          <List key={i} className="help-list">
            {block.items.map((item, j) => (
              <List.Item key={j} prefix={<span className="help-bullet" aria-hidden="true" />}>
                {item}
              </List.Item>
            ))}
          </List>
        ),
      )}
    </div>
  );
}
