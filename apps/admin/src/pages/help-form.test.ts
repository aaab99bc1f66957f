import { describe, expect, it } from 'vitest';
import { bodyToText, textToBody } from './help-form';

describe('help editor text form', () => {
  it('reads headings, paragraphs and lists, and writes them back the same way', () => {
    const text = '# How to deposit\n\nOpen My and tap Deposit.\n\n- From {deposit.minAmount}\n- Within {deposit.arrivalMinutes} minutes\n\n- A second list';
    const body = textToBody(text);
    expect(body).toEqual([
      { type: 'heading', text: 'How to deposit' },
      { type: 'paragraph', text: 'Open My and tap Deposit.' },
      { type: 'list', items: ['From {deposit.minAmount}', 'Within {deposit.arrivalMinutes} minutes'] },
      { type: 'list', items: ['A second list'] },
    ]);
    expect(textToBody(bodyToText(body))).toEqual(body);
  });

  it('keeps markup as text', () => {
    expect(textToBody('<b>bold</b>')).toEqual([{ type: 'paragraph', text: '<b>bold</b>' }]);
  });

  it('reads an image line (the about and sponsor pages) with its caption, and writes it back', () => {
    const media = `/media/${'ab'.repeat(32)}.png`;
    const body = textToBody(`![Our crest](/static/seed/care/crest.svg)\n\n![](${media})\n\nText ![not an image](x) here`);
    expect(body).toEqual([
      { type: 'image', src: '/static/seed/care/crest.svg', caption: 'Our crest' },
      { type: 'image', src: media, caption: '' },
      { type: 'paragraph', text: 'Text ![not an image](x) here' },
    ]);
    expect(textToBody(bodyToText(body))).toEqual(body);
  });
});
