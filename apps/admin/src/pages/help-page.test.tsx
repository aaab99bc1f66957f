/** The help centre editor (issue 17): articles from help/list, an editor per language with the placeholders, a filled preview and the body it saves. */
import { adminHelpListOutput } from '@app/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureRequest } from '../api/request';
import { ok, stubApi } from '../test/fetch-stub';
import { inEnglish, meAs, renderRoutes, SLOW } from '../test/render';
import HelpPage from './HelpPage';

/** Checked against the shared answer schema, so the stub is an answer the server can send. */
const LIST = adminHelpListOutput.parse({
  list: [
    {
      key: 'deposit',
      sort: 10,
      title: { zh: '存款指南', en: 'Deposit guide' },
      body: {
        zh: [{ type: 'paragraph', text: '单笔 {deposit.minAmount} 元起' }],
        en: [
          { type: 'heading', text: 'How to deposit' },
          { type: 'list', items: ['From {deposit.minAmount} yuan', 'Credited within {deposit.arrivalMinutes} minutes'] },
        ],
      },
      updatedAt: '2026-11-24T10:00:00.000Z',
    },
  ],
  placeholders: {
    'deposit.minAmount': { label: 'Smallest deposit of the offered yuan methods', values: { zh: '100', en: '100' } },
    'deposit.arrivalMinutes': { label: 'Minutes in which a paid deposit is usually credited', values: { zh: '5-15', en: '5-15' } },
  },
});

let restore: () => void;
beforeEach(async () => {
  await inEnglish();
  restore = configureRequest({ lang: () => 'en', onError: () => undefined, onUnauthorized: () => undefined, onCode: () => false });
});
afterEach(() => {
  restore();
  vi.unstubAllGlobals();
});

describe('help centre page', () => {
  it('previews the filled text, names an unknown placeholder, inserts one and saves every language', async () => {
    const calls = stubApi({ me: meAs('marketing'), 'help/list': ok(LIST), 'help/update': (body) => ok({ ...LIST.list[0], ...body }) });
    renderRoutes([{ path: '/help', element: <HelpPage /> }], '/help');
    const page = await screen.findByTestId('help-page', {}, SLOW);
    // The page the article fills (its slot, in words) and the article's own title: here both say "Deposit guide".
    expect((await within(page).findAllByText('Deposit guide', {}, SLOW)).length).toBe(2);
    expect(page.textContent).not.toContain('deposit ');
    fireEvent.click(screen.getByTestId('help-edit-deposit'));
    const preview = await screen.findByTestId('help-preview', {}, SLOW);
    // The editor opens in zh.
    expect(preview.textContent).toContain('单笔 100 元起');
    fireEvent.click(screen.getByText('English'));
    await waitFor(() => expect(screen.getByTestId('help-preview').textContent).toContain('Credited within 5-15 minutes'), SLOW);
    expect((screen.getByTestId('help-body') as HTMLTextAreaElement).value).toBe('# How to deposit\n\n- From {deposit.minAmount} yuan\n- Credited within {deposit.arrivalMinutes} minutes');

    fireEvent.change(screen.getByTestId('help-body'), { target: { value: '# Deposits\n\nUp to {deposit.bogus}' } });
    expect((await screen.findByTestId('help-unknown', {}, SLOW)).textContent).toContain('{deposit.bogus}');
    expect(screen.getByTestId('help-save').closest('button')!.disabled).toBe(true);

    fireEvent.change(screen.getByTestId('help-body'), { target: { value: '# Deposits\n\nFrom ' } });
    fireEvent.click(screen.getByTestId('help-insert-deposit.minAmount'));
    await waitFor(() => expect(screen.getByTestId('help-preview').textContent).toContain('From 100'), SLOW);
    fireEvent.click(screen.getByTestId('help-save'));
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('help/update'))).toBeTruthy(), SLOW);
    const sent = calls.find((c) => c.url.endsWith('help/update'))!.body as { key: string; title: Record<string, string>; body: Record<string, unknown> };
    expect(sent.key).toBe('deposit');
    expect(sent.title).toEqual({ zh: '存款指南', en: 'Deposit guide' });
    expect(sent.body.en).toEqual([
      { type: 'heading', text: 'Deposits' },
      { type: 'paragraph', text: 'From {deposit.minAmount}' },
    ]);
    expect(sent.body.zh).toEqual([{ type: 'paragraph', text: '单笔 {deposit.minAmount} 元起' }]);
  });
});
