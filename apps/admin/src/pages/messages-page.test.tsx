/** The messages page (issue 17): the sent list with recipients and reads, compose to a VIP range, withdraw with confirm. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureRequest } from '../api/request';
import type { MessageItem } from '../api/types';
import { ok, stubApi } from '../test/fetch-stub';
import { inEnglish, meAs, renderRoutes, SLOW } from '../test/render';
import MessagesPage, { sendPayload } from './MessagesPage';

let restore: () => void;
beforeEach(async () => {
  await inEnglish();
  restore = configureRequest({ lang: () => 'en', onError: () => undefined, onUnauthorized: () => undefined, onCode: () => false });
});
afterEach(() => {
  restore();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const base: MessageItem = {
  id: 41,
  category: 'notice',
  audience: 'vip',
  title: '维护通知',
  vipFrom: 3,
  vipTo: 5,
  includeLater: true,
  createdAt: '2026-11-24T08:00:00.000Z',
  operator: 'admin',
  recipients: 1200,
  reads: 340,
  withdrawn: false,
};
const ITEMS: MessageItem[] = [base, { ...base, id: 40, audience: 'users', title: '名单消息', vipFrom: null, vipTo: null, includeLater: false, recipients: 2, reads: 1, withdrawn: true }];

function stub() {
  return stubApi({
    me: meAs('support'),
    'message/list': (body) => {
      const list = ITEMS.filter((m) => !body.category || m.category === body.category);
      return ok({ list, total: list.length, page: body.page, size: body.size });
    },
    'message/send': ok({ id: 42, recipients: 900 }),
    'message/withdraw': ok(null),
  });
}
const rowsOf = (testId: string) => [...screen.getByTestId(testId).querySelectorAll('tbody tr.ant-table-row')].map((r) => r.textContent ?? '');

describe('messages page', () => {
  it('lists sent messages with audience, recipients, reads and status; withdraws one after a confirm', async () => {
    const calls = stub();
    renderRoutes([{ path: '/messages', element: <MessagesPage /> }], '/messages');
    const table = await screen.findByTestId('messages-table', {}, SLOW);
    await within(table).findByText('维护通知', {}, SLOW);
    const rows = rowsOf('messages-table');
    expect(rows[0]).toContain('A VIP range VIP3–VIP5 +');
    expect(rows[0]).toContain('1200');
    expect(rows[0]).toContain('340');
    expect(rows[0]).toContain('Live');
    expect(rows[1]).toContain('A list of players');
    expect(rows[1]).toContain('Withdrawn');
    expect(screen.queryByTestId('message-withdraw-40')).toBeNull();
    fireEvent.click(screen.getByTestId('message-withdraw-41'));
    expect(calls.some((c) => c.url.endsWith('message/withdraw'))).toBe(false);
    const confirm = await screen.findByText('Withdraw this message? It disappears for every player.', {}, SLOW);
    fireEvent.click(within(confirm.closest('.ant-popover') as HTMLElement).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('message/withdraw'))?.body).toEqual({ id: 41 }), SLOW);
  });

  it('composes a message to a VIP range that later players see, zh required', async () => {
    const calls = stub();
    renderRoutes([{ path: '/messages', element: <MessagesPage /> }], '/messages');
    await screen.findByText('维护通知', {}, SLOW);
    fireEvent.click(screen.getByTestId('message-new'));
    const audience = await screen.findByTestId('message-audience', {}, SLOW);
    fireEvent.mouseDown(audience.querySelector('.ant-select-content') ?? audience);
    fireEvent.click(await screen.findByTitle('A VIP range', {}, SLOW));
    const from = (await screen.findByTestId('message-vip-from', {}, SLOW)) as HTMLInputElement;
    fireEvent.change(from, { target: { value: '3' } });
    fireEvent.change(screen.getByTestId('message-vip-to'), { target: { value: '5' } });
    fireEvent.click(screen.getByTestId('message-include-later'));
    // Without a Chinese title nothing is sent.
    fireEvent.change(screen.getByTestId('title-en'), { target: { value: 'Maintenance' } });
    fireEvent.change(screen.getByTestId('content-zh'), { target: { value: '今晚维护' } });
    fireEvent.click(screen.getByTestId('message-submit'));
    await screen.findByText('Please fill in the Chinese text', {}, SLOW);
    expect(calls.some((c) => c.url.endsWith('message/send'))).toBe(false);
    fireEvent.change(screen.getByTestId('title-zh'), { target: { value: '维护' } });
    fireEvent.click(screen.getByTestId('message-submit'));
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('message/send'))?.body).toEqual({
      category: 'notice',
      audience: 'vip',
      vipFrom: 3,
      vipTo: 5,
      includeLater: true,
      title: { zh: '维护', en: 'Maintenance' },
      content: { zh: '今晚维护' },
    }), SLOW);
    await screen.findByText('Sent to 900 players', {}, SLOW);
  });

  it('turns a usernames box into a list (one a line, commas too), without VIP fields', () => {
    expect(sendPayload({ category: 'private', audience: 'users', usernames: 'alice\n bob , carol\n', vipFrom: 1, vipTo: 2, includeLater: true, title: { zh: '你好', en: '' }, content: { zh: '内容' } })).toEqual({
      category: 'private',
      audience: 'users',
      usernames: ['alice', 'bob', 'carol'],
      includeLater: false,
      title: { zh: '你好' },
      content: { zh: '内容' },
    });
  });
});
