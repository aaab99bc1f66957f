/** The feedback queue (issue 17): filters sent as the server reads them, the drawer with images, reply and close. */
import { adminFeedbackItem, adminFeedbackListOutput } from '@app/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureRequest } from '../api/request';
import type { FeedbackAdminItem } from '../api/types';
import { ok, stubApi } from '../test/fetch-stub';
import { inEnglish, meAs, renderRoutes, SLOW } from '../test/render';
import FeedbackPage from './FeedbackPage';

let restore: () => void;
beforeEach(async () => {
  await inEnglish();
  restore = configureRequest({ lang: () => 'en', onError: () => undefined, onUnauthorized: () => undefined, onCode: () => false });
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:img', revokeObjectURL: () => undefined }));
});
afterEach(() => {
  restore();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const item = (over: Partial<FeedbackAdminItem> = {}): FeedbackAdminItem =>
  adminFeedbackItem.parse({
    id: 31,
    userId: 7,
    username: 'player7',
    type: 'withdraw',
    orderNo: 'W20261120009',
    content: 'My withdrawal has been pending for two hours now',
    images: ['/uploads/0123456789abcdef0123456789abcdef.png'],
    status: 'open',
    reply: null,
    repliedBy: null,
    createdAt: '2026-11-20T08:00:00.000Z',
    repliedAt: null,
    closedAt: null,
    deleted: false,
    ...over,
  });

function stub() {
  let current = item();
  const others = [item({ id: 30, userId: 8, username: 'player8', type: 'deposit', status: 'replied', reply: 'Done', repliedBy: 'admin', repliedAt: '2026-11-20T09:00:00.000Z', images: [], deleted: true })];
  const calls = stubApi({
    me: meAs('support'),
    'feedback/list': (body) => {
      const list = [current, ...others].filter((i) => (!body.status || i.status === body.status) && (!body.type || i.type === body.type) && (!body.username || i.username === body.username));
      return ok(adminFeedbackListOutput.parse({ list, total: list.length, page: body.page, size: body.size }));
    },
    'feedback/info': () => ok(adminFeedbackItem.parse(current)),
    'feedback/reply': (body) => {
      current = item({ ...current, status: 'replied', reply: String(body.reply), repliedBy: 'admin', repliedAt: '2026-11-20T10:00:00.000Z' });
      return ok(current);
    },
    'feedback/close': () => {
      current = item({ ...current, status: 'closed', closedAt: '2026-11-20T11:00:00.000Z' });
      return ok(current);
    },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(((inner: typeof fetch) => async (url: string, init: RequestInit) => (url.startsWith('/uploads/') || url.includes('/uploads/') ? new Response('png', { status: 200 }) : inner(url, init)))(fetch as typeof fetch)),
  );
  return calls;
}

describe('feedback page', () => {
  it('opens on the open queue; filters by status, type and player', async () => {
    const calls = stub();
    renderRoutes([{ path: '/feedback', element: <FeedbackPage /> }], '/feedback');
    const table = await screen.findByTestId('feedback-table', {}, SLOW);
    await within(table).findByText('player7', {}, SLOW);
    expect(calls.find((c) => c.url.endsWith('feedback/list'))!.body).toEqual({ status: 'open', page: 1, size: 20 });
    expect(table.textContent).toContain('Withdrawal problem');
    expect(table.textContent).not.toContain('player8');
    fireEvent.mouseDown(within(screen.getByTestId('feedback-status')).getByRole('combobox'));
    fireEvent.click(await screen.findByText('All statuses'));
    await within(table).findByText('player8', {}, SLOW);
    expect(table.textContent).toContain('Deleted by player');
    fireEvent.mouseDown(within(screen.getByTestId('feedback-type')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Deposit problem'));
    await waitFor(() => expect(calls.filter((c) => c.url.endsWith('feedback/list')).at(-1)!.body).toEqual({ type: 'deposit', page: 1, size: 20 }));
  });

  it('the drawer shows content and images; a reply is sent, then the feedback is closed', async () => {
    const calls = stub();
    renderRoutes([{ path: '/feedback', element: <FeedbackPage /> }], '/feedback');
    fireEvent.click(await screen.findByTestId('feedback-open-31', {}, SLOW));
    const drawer = await screen.findByTestId('feedback-drawer-content', {}, SLOW);
    expect(drawer.textContent).toBe('My withdrawal has been pending for two hours now');
    await waitFor(() => expect(screen.getByTestId('feedback-drawer-images').querySelector('img')?.getAttribute('src')).toBe('blob:img'), SLOW);
    fireEvent.change(screen.getByTestId('feedback-reply-input'), { target: { value: '  Paid at 10:00, please check.  ' } });
    fireEvent.click(screen.getByTestId('feedback-send'));
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('feedback/reply'))?.body).toEqual({ id: 31, reply: 'Paid at 10:00, please check.' }));
    expect((await screen.findByTestId('feedback-drawer-reply', {}, SLOW)).textContent).toBe('Paid at 10:00, please check.');
    fireEvent.click(screen.getByTestId('feedback-close'));
    fireEvent.click(await screen.findByText('OK'));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('feedback/close'))).toBe(true));
    await waitFor(() => expect(screen.queryByTestId('feedback-reply-input')).toBeNull());
  });
});
