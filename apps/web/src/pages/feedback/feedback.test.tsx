import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { i18n } from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../app/paths';
import { initI18n, loadTexts } from '../../i18n';
import { useSession } from '../../stores/session';
import { renderMemberScreen, stubApi, type ApiCall } from '../../test/app';
import FeedbackForm from './feedback';
import FeedbackList from './list';
import FeedbackDetail from './detail';

let i18next: i18n;
beforeAll(async () => {
  i18next = await initI18n('en');
  await loadTexts('feedback');
});

const TYPES = [
  { type: 'feedbackType', key: 'deposit', label: 'Deposit problem', value: 'deposit', sort: 1 },
  { type: 'feedbackType', key: 'withdraw', label: 'Withdrawal problem', value: 'withdraw', sort: 2 },
  { type: 'feedbackType', key: 'other', label: 'Other', value: 'other', sort: 9 },
];
const UPLOADED = '/uploads/0123456789abcdef0123456789abcdef.png';

let calls: ApiCall[];
beforeEach(() => {
  useSession.setState({ token: 'tok' });
  calls = stubApi({
    '/web/common/sysDictionary/getSysDictionary': () => TYPES,
    '/web/sys/sysConfig/getSysConfigValue': () => ({ sysConfigValue: '3' }),
    '/web/transactionRecord/queryTransactionRecordList': () => ({
      list: [{ orderNo: 'D20261120001', type: 'deposit', mode: 'bank', amount: '100.00', currency: 'CNY', status: 'success', time: '2026-11-20T08:30:00.000Z' }],
      total: 1,
      page: 1,
      size: 100,
    }),
    '/web/upload/uploadFile': () => ({ url: UPLOADED }),
    '/web/feedback/save': () => ({ id: 42 }),
    '/web/feedback/list': () => ({
      list: [
        { id: 2, type: 'withdraw', content: 'My withdrawal has been pending for two hours now', status: 'replied', createdAt: '2026-11-20T08:00:00.000Z', repliedAt: '2026-11-20T09:00:00.000Z' },
        { id: 1, type: 'deposit', content: 'The deposit did not arrive after thirty minutes', status: 'open', createdAt: '2026-11-19T08:00:00.000Z', repliedAt: null },
      ],
      total: 2,
      page: 1,
      size: 20,
    }),
    '/web/feedback/info': () => ({
      id: 2,
      type: 'withdraw',
      orderNo: 'W20261120009',
      content: 'My withdrawal has been pending for two hours now',
      images: [UPLOADED],
      status: 'replied',
      reply: 'The payment was sent, please check your bank.',
      createdAt: '2026-11-20T08:00:00.000Z',
      repliedAt: '2026-11-20T09:00:00.000Z',
    }),
  });
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:preview' }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const saves = () => calls.filter((c) => c.path === '/web/feedback/save');

describe('feedback form', () => {
  it('types from the dictionary, a live 20-200 counter, images uploaded, and the save sends exactly the fields', async () => {
    renderMemberScreen(i18next, <FeedbackForm />, PATHS.feedback);
    const types = await screen.findByTestId('feedback-types');
    await within(types).findByText('Withdrawal problem');
    const area = screen.getByTestId('feedback-content').querySelector('textarea')!;
    fireEvent.change(area, { target: { value: `  ${'x'.repeat(19)}  ` } });
    expect(screen.getByTestId('feedback-counter').textContent).toBe('19/200');
    expect(screen.getByTestId('feedback-counter').className).toContain('is-bad');
    // No type yet, and a description too short: nothing is sent.
    fireEvent.click(screen.getByTestId('feedback-submit'));
    fireEvent.click(within(types).getByText('Withdrawal problem'));
    fireEvent.click(screen.getByTestId('feedback-submit'));
    expect(saves()).toHaveLength(0);
    fireEvent.change(area, { target: { value: '反'.repeat(20) } });
    expect(screen.getByTestId('feedback-counter').textContent).toBe('20/200');
    expect(screen.getByTestId('feedback-counter').className).not.toContain('is-bad');
    fireEvent.change(area, { target: { value: 'y'.repeat(201) } });
    expect(screen.getByTestId('feedback-counter').textContent).toBe('201/200');
    fireEvent.change(area, { target: { value: 'The deposit did not arrive after thirty minutes' } });

    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' })] } });
    await waitFor(() => expect(calls.some((c) => c.path === '/web/upload/uploadFile')).toBe(true));
    // A gif is refused before any upload.
    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'b.gif', { type: 'image/gif' })] } });
    expect(await screen.findByText('Only png, jpg and jpeg images')).toBeTruthy();

    await waitFor(() => expect(document.querySelectorAll('.adm-image-uploader-cell-image').length).toBe(1));
    fireEvent.click(screen.getByTestId('feedback-submit'));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]!.body).toEqual({ type: 'withdraw', content: 'The deposit did not arrive after thirty minutes', images: [UPLOADED] });
    await waitFor(() => expect(window.location.hash).toBe(`#${PATHS.feedbackDetail}?id=42`));
  });

  it('the order picker lists the transaction records of the last 7 days', async () => {
    renderMemberScreen(i18next, <FeedbackForm />, PATHS.feedback);
    fireEvent.click(await screen.findByTestId('feedback-order'));
    expect(await screen.findByText(/D20261120001 · Deposit/)).toBeTruthy();
    const call = calls.find((c) => c.path === '/web/transactionRecord/queryTransactionRecordList')!;
    const since = Date.parse(call.query.get('startTime')!);
    expect(Math.round((Date.now() - since) / 86_400_000)).toBe(7);
  });
});

describe('feedback list and detail', () => {
  it('lists with status tags and the replied marker; a row opens its detail', async () => {
    renderMemberScreen(i18next, <FeedbackList />, PATHS.feedbackList);
    const rows = await screen.findAllByTestId('feedback-row');
    expect(rows).toHaveLength(2);
    await within(rows[0]!).findByText('Withdrawal problem');
    expect(within(rows[0]!).getByTestId('feedback-status').textContent).toBe('Replied');
    expect(within(rows[0]!).getByTestId('feedback-replied').textContent).toMatch(/^Replied /);
    expect(within(rows[1]!).getByTestId('feedback-status').textContent).toBe('Pending');
    expect(within(rows[1]!).queryByTestId('feedback-replied')).toBeNull();
    fireEvent.click(rows[0]!);
    await waitFor(() => expect(window.location.hash).toBe(`#${PATHS.feedbackDetail}?id=2`));
  });

  it('detail: content, order, images and the operator’s reply', async () => {
    renderMemberScreen(i18next, <FeedbackDetail />, `${PATHS.feedbackDetail}?id=2`);
    const detail = await screen.findByTestId('feedback-detail');
    expect(within(detail).getByTestId('feedback-content').textContent).toBe('My withdrawal has been pending for two hours now');
    expect(within(detail).getByTestId('feedback-order-no').textContent).toBe('W20261120009');
    expect(within(detail).getByTestId('feedback-reply').textContent).toContain('The payment was sent, please check your bank.');
    expect(within(detail).getByTestId('feedback-images').querySelectorAll('.feedback-image')).toHaveLength(1);
    expect(calls.find((c) => c.path === '/web/feedback/info')!.query.get('id')).toBe('2');
  });
});
