/**
 * An offer's rich text (the server's sanitised HTML) drawn as React elements from an allow-list, never inserted as
 * HTML (no dangerouslySetInnerHTML): the text is parsed by DOMParser (an inert document: no script runs, no image
 * loads), and only headings, paragraphs, line breaks, emphasis, lists, tables, images and links are rebuilt, with
 * no attribute but an image's or link's http(s) address. Anything else keeps its text and loses its tag; script,
 * style and embedded frames are dropped with their content. A second line of defence behind the server's sanitiser.
 */
import { Fragment, createElement, type ReactNode } from 'react';

const KEEP = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'h3', 'h4', 'h5', 'ul', 'ol', 'li', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'blockquote', 'hr']);
/** Top-level headings shrink to the card's scale. */
const RENAME: Record<string, string> = { h1: 'h3', h2: 'h3', div: 'p', section: 'p' };
const DROP = new Set(['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'svg', 'math', 'form', 'input', 'button', 'textarea', 'select']);
const VOID = new Set(['br', 'hr']);

function safeUrl(value: string | null): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value, window.location.href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function draw(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const el = node as Element;
  const tag = el.tagName.toLowerCase();
  if (DROP.has(tag)) return null;
  const children = Array.from(el.childNodes, (child, i) => draw(child, i));
  if (tag === 'img') {
    const src = safeUrl(el.getAttribute('src'));
    return src ? <img key={key} src={src} alt={el.getAttribute('alt') ?? ''} loading="lazy" /> : null;
  }
  if (tag === 'a') {
    const href = safeUrl(el.getAttribute('href'));
    return href ? (
      <a key={key} href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    ) : (
      <Fragment key={key}>{children}</Fragment>
    );
  }
  const name = RENAME[tag] ?? tag;
  if (!KEEP.has(name)) return <Fragment key={key}>{children}</Fragment>;
  return VOID.has(name) ? createElement(name, { key }) : createElement(name, { key }, ...children);
}

/** The allowed part of `html` as React nodes. */
export function richText(html: string): ReactNode[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return Array.from(doc.body.childNodes, (child, i) => draw(child, i));
}

export function OfferContent({ content }: { content: string }): ReactNode {
  return (
    <div className="offer-content" data-testid="offer-content">
      {richText(content)}
    </div>
  );
}
