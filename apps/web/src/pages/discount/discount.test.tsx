import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { i18n } from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../app/paths';
import { initI18n, loadTexts } from '../../i18n';
import { useSession } from '../../stores/session';
import { stubApi, type ApiCall } from '../../test/app';
import { userInfo } from '../../test/fixtures';
import { renderAppAt } from '../../test/render-app';
import type { ApplyRecord, Classification, OfferDetail, OfferItem } from '../../features/offers/api/activities';

let i18next: i18n;
beforeAll(async () => {
  i18next = await initI18n('en');
  await loadTexts('offers');
});

const HOUR = 3_600_000;
const iso = (ms: number): string => new Date(ms).toISOString();

type Offer = OfferItem & { content: string };
/** The server's side: the offers, the tabs' counts, the player's eligibility and applications. */
let offers: Offer[];
let records: ApplyRecord[];
let eligibility: { eligible: boolean; reason?: 'activityVipLevel'; reasonText?: string };
let applyAnswer: 'pending' | 'approved';
let calls: ApiCall[];

const TABS: [string, string][] = [
  ['all', 'All'],
  ['limited', 'Limited time'],
  ['firstDeposit', 'First deposit'],
  ['daily', 'Daily'],
  ['sports', 'Sports'],
  ['highRebate', 'High rebate'],
  ['vip', 'VIP'],
];

const offer = (id: number, classification: string, over: Partial<Offer> = {}): Offer => ({
  id,
  title: `Offer ${id}`,
  cover: '',
  classification,
  startAt: iso(Date.now() - HOUR),
  endAt: iso(Date.now() + 30 * HOUR),
  applyMode: 'review',
  limitedTime: false,
  content: `<p>Text of ${id}</p>`,
  ...over,
});
const itemOf = ({ content: _content, ...item }: Offer): OfferItem => item;

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockReturnValue(document.body);
  const now = Date.now();
  offers = [
    // Limited time: ends in 2 h 00 min, counted down.
    offer(1, 'limited', { limitedTime: true, endAt: iso(now + 2 * HOUR), applyMode: 'auto' }),
    // Starts in 5 hours.
    offer(2, 'daily', { startAt: iso(now + 5 * HOUR) }),
    // No end.
    offer(3, 'vip', {
      endAt: null,
      applyMode: 'none',
      content: 'Rules of the offer\nBet <b>more</b> <img src=x onerror="window.hacked=1">\n\n- one\n- two\nAfter the list\n\n- three\n\n<script>window.hacked=2</script>',
    }),
    offer(4, 'vip'),
  ];
  records = Array.from({ length: 25 }, (_, i) => ({
    applyId: 100 - i,
    activityId: 4,
    title: `Offer 4 application ${100 - i}`,
    amount: '18.00',
    status: i === 0 ? 'pending' : i === 1 ? 'rejected' : 'approved',
    rejectReason: i === 1 ? 'Duplicate account' : null,
    createdAt: iso(now - i * HOUR),
    validUntil: i >= 2 ? iso(now + 72 * HOUR) : null,
  }));
  eligibility = { eligible: true };
  applyAnswer = 'pending';
  const running = (o: Offer): boolean => o.endAt === null || Date.parse(o.endAt) > Date.now();
  calls = stubApi({
    '/web/guest/activity/getActivityClassification': (): Classification[] =>
      TABS.map(([key, name], i) => ({ id: i + 1, key, name, count: offers.filter((o) => running(o) && (key === 'all' || o.classification === key)).length })),
    '/web/guest/activity/list': (call) => {
      const tab = call.query.get('classification');
      const page = Number(call.query.get('page'));
      const size = Number(call.query.get('size'));
      const list = offers.filter((o) => !tab || o.classification === tab).map(itemOf);
      return { list: list.slice((page - 1) * size, page * size), total: list.length, page, size };
    },
    '/web/guest/activity/getActivityDetail': (call): OfferDetail => {
      const found = offers.find((o) => o.id === Number(call.query.get('id')))!;
      const member = Boolean(call.headers.token);
      const applied = records.some((r) => r.activityId === found.id && r.applyId > 1000);
      return { ...found, ...(member ? { ...eligibility, applied } : {}) };
    },
    '/web/activity/activityApply/applyActivity': (call) => {
      const activityId = Number(call.query.get('activityId'));
      const record: ApplyRecord = {
        applyId: 1001,
        activityId,
        title: `Offer ${activityId}`,
        amount: '28.00',
        status: applyAnswer,
        rejectReason: null,
        createdAt: iso(Date.now()),
        validUntil: null,
      };
      records.unshift(record);
      return { applyId: record.applyId, status: record.status, amount: record.amount };
    },
    '/web/activity/activityApply/queryApplyActivityList': (call) => {
      const page = Number(call.query.get('page'));
      const size = Number(call.query.get('size'));
      return { list: records.slice((page - 1) * size, page * size), total: records.length, page, size };
    },
    '/web/user/getUserInfo': () => ({ userInfo: userInfo() }),
    '/web/user/getUserBalance': () => ({
      userBalanceMap: { central: '1.00', locked: '0.00', welfare: '0.00', cashbox: '0.00', venue: '0.00', total: '1.00' },
    }),
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  useSession.setState({ token: null, userInfo: null, endedAt: null });
  document.body.innerHTML = '';
});

const signIn = (): void => useSession.getState().signIn('tok', userInfo());
const of = (path: string): ApiCall[] => calls.filter((c) => c.path.endsWith(`/${path}`));
const tabCount = (key: string): string | null => within(screen.getByTestId(`offers-tab-${key}`)).queryByTestId('offers-tab-count')?.textContent ?? null;
const dialog = (): HTMLElement => document.querySelector('.adm-dialog') as HTMLElement;
const applyButton = (): HTMLButtonElement => screen.getByTestId('offer-apply') as HTMLButtonElement;

describe('offers', () => {
  it('a guest sees the tabs in words with their counts, the cards with countdowns, and each tab its own offers', async () => {
    await renderAppAt(i18next, PATHS.discount);
    await waitFor(() => expect(screen.getAllByTestId('offer-card')).toHaveLength(4));
    const tabs = screen.getByTestId('offers-tabs');
    for (const [, name] of TABS) expect(within(tabs).getByText(name)).toBeTruthy();
    expect(tabCount('all')).toBe('4');
    expect(tabCount('vip')).toBe('2');
    expect(tabCount('limited')).toBe('1');
    expect(tabCount('sports')).toBeNull();

    const cards = screen.getAllByTestId('offer-card');
    const countdown = (card: HTMLElement): string => within(card).getByTestId('offer-countdown').textContent!;
    expect(countdown(cards[0]!)).toMatch(/^Ends in 0[12]:\d\d:\d\d$/);
    expect(cards[0]!.textContent).toContain('Instant bonus');
    expect(countdown(cards[1]!)).toMatch(/^Starts in 0[45]:\d\d:\d\d$/);
    expect(countdown(cards[2]!)).toBe('Long term');
    expect(cards[2]!.textContent).toContain('No application');
    expect(countdown(cards[3]!)).toMatch(/^Until \d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    // The one shared clock ticks: the limited offer's countdown moves on within a second or so.
    const before = countdown(cards[0]!);
    await waitFor(() => expect(countdown(screen.getAllByTestId('offer-card')[0]!)).not.toBe(before));

    fireEvent.click(within(tabs).getByText('VIP'));
    await waitFor(() => expect(screen.getAllByTestId('offer-card')).toHaveLength(2));
    expect(of('list').at(-1)!.query.get('classification')).toBe('vip');
    expect(of('list')[0]!.query.has('classification')).toBe(false);
    expect(window.location.hash).toBe(`#${PATHS.discount}?tab=vip`);
    fireEvent.click(within(tabs).getByText('Sports'));
    expect(await screen.findByText('No offers in this category yet')).toBeTruthy();

    // A card opens its offer; "My applications" asks a guest to log in.
    fireEvent.click(within(tabs).getByText('VIP'));
    fireEvent.click(await screen.findByText('Offer 4'));
    await waitFor(() => expect(window.location.hash).toBe(`#${PATHS.discountDetail}?id=4`));
  }, 15_000);

  it('renders an offer\'s text as text: paragraphs, "- " lists, line breaks; markup stays visible text', async () => {
    await renderAppAt(i18next, `${PATHS.discountDetail}?id=3`);
    const content = await screen.findByTestId('offer-content');
    const blocks = Array.from(content.children, (el) => [el.tagName, el.tagName === 'UL' ? Array.from(el.children, (li) => li.textContent) : el.textContent]);
    expect(blocks).toEqual([
      ['P', 'Rules of the offer\nBet <b>more</b> <img src=x onerror="window.hacked=1">'],
      ['UL', ['one', 'two']],
      ['P', 'After the list'],
      ['UL', ['three']],
      ['P', '<script>window.hacked=2</script>'],
    ]);
    expect(content.querySelector('b, img, script')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
    // Nothing to apply for: no button.
    expect(screen.getByTestId('offer-no-apply').textContent).toContain('Nothing to apply for');
    expect(screen.queryByTestId('offer-apply')).toBeNull();
  });

  it('a guest may tap apply and gets the members-only modal; the detail is asked without a token', async () => {
    await renderAppAt(i18next, `${PATHS.discountDetail}?id=4`);
    await waitFor(() => expect(applyButton().textContent).toBe('Apply now'));
    expect(of('getActivityDetail')[0]!.headers.token).toBe('');
    fireEvent.click(applyButton());
    expect(await screen.findByText('This function is for registered users only')).toBeTruthy();
    expect(of('applyActivity')).toHaveLength(0);
    // Answered, the modal may show again (one at a time).
    fireEvent.click(within(dialog()).getByText('Cancel'));
    await waitFor(() => expect(document.querySelector('.adm-dialog')).toBeNull());
  });

  it('a member who is not eligible sees why, in words', async () => {
    eligibility = { eligible: false, reason: 'activityVipLevel', reasonText: 'This offer is for VIP 3 and above' };
    signIn();
    await renderAppAt(i18next, `${PATHS.discountDetail}?id=4`);
    await waitFor(() => expect(applyButton().textContent).toBe('Not eligible'));
    expect(applyButton().disabled).toBe(true);
    expect(screen.getByTestId('offer-apply-reason').textContent).toBe('This offer is for VIP 3 and above');
    expect(document.body.textContent).not.toContain('activityVipLevel');
  });

  it('an offer not started cannot be applied for', async () => {
    signIn();
    await renderAppAt(i18next, `${PATHS.discountDetail}?id=2`);
    await waitFor(() => expect(applyButton().textContent).toBe('Not started'));
    expect(applyButton().disabled).toBe(true);
    expect(screen.getByTestId('offer-countdown').textContent).toMatch(/^Starts in/);
  });

  it('apply → submitted for review → the button says applied, the application is first in the records', async () => {
    signIn();
    await renderAppAt(i18next, `${PATHS.discountDetail}?id=4`);
    await waitFor(() => expect(applyButton().textContent).toBe('Apply now'));
    expect(screen.getByText(/Our staff review your application/)).toBeTruthy();
    fireEvent.click(applyButton());
    await waitFor(() => expect(dialog()).toBeTruthy());
    expect(dialog().textContent).toContain('Application submitted');
    expect(of('applyActivity').map((c) => c.query.get('activityId'))).toEqual(['4']);
    await waitFor(() => expect(applyButton().textContent).toBe('Applied'));
    expect(applyButton().disabled).toBe(true);

    fireEvent.click(within(dialog()).getByText('My applications'));
    await waitFor(() => expect(window.location.hash).toBe(`#${PATHS.discountView}`));
    const first = (await screen.findAllByTestId('offer-application'))[0]!;
    expect(first.textContent).toContain('Offer 4');
    expect(within(first).getByTestId('offer-application-status').textContent).toBe('Under review');
  });

  it('an instant offer states the bonus now in the welfare centre', async () => {
    applyAnswer = 'approved';
    signIn();
    await renderAppAt(i18next, `${PATHS.discountDetail}?id=1`);
    await waitFor(() => expect(applyButton().textContent).toBe('Apply now'));
    fireEvent.click(applyButton());
    await waitFor(() => expect(dialog()).toBeTruthy());
    expect(dialog().textContent).toContain('Application approved');
    expect(dialog().textContent).toContain('A bonus of ¥28.00 is in your welfare centre');
    fireEvent.click(within(dialog()).getByText('OK'));
    await waitFor(() => expect(document.querySelector('.adm-dialog')).toBeNull());
    expect(window.location.hash).toBe(`#${PATHS.discountDetail}?id=1`);
    await waitFor(() => expect(applyButton().textContent).toBe('Applied'));
  });

  it('the application records page through, with status, validity and a rejection\'s reason; guests are turned away', async () => {
    await renderAppAt(i18next, PATHS.discountView);
    expect(await screen.findByText('This function is for registered users only')).toBeTruthy();
    fireEvent.click(within(dialog()).getByText('Cancel'));
    await waitFor(() => expect(document.querySelector('.adm-dialog')).toBeNull());
    cleanup();
    document.body.innerHTML = '';

    signIn();
    await renderAppAt(i18next, PATHS.discountView);
    // 20 a page: the second page arrives with infinite scroll (at once here: jsdom lays nothing out).
    await waitFor(() => expect(screen.getAllByTestId('offer-application')).toHaveLength(25));
    expect(of('queryApplyActivityList').map((c) => c.query.get('page'))).toEqual(['1', '2']);
    const rows = screen.getAllByTestId('offer-application');
    expect(within(rows[0]!).getByTestId('offer-application-status').textContent).toBe('Under review');
    expect(rows[0]!.textContent).not.toContain('Valid until');
    expect(within(rows[1]!).getByTestId('offer-application-status').textContent).toBe('Rejected');
    expect(within(rows[1]!).getByTestId('offer-reject-reason').textContent).toBe('Reason: Duplicate account');
    expect(within(rows[2]!).getByTestId('offer-application-status').textContent).toBe('Approved');
    expect(rows[2]!.textContent).toMatch(/Valid until \d{4}-\d\d-\d\d \d\d:\d\d:\d\d/);
    expect(within(rows[2]!).getByTestId('offer-application-amount').textContent).toBe('¥18.00');
    fireEvent.click(rows[2]!);
    await waitFor(() => expect(window.location.hash).toBe(`#${PATHS.discountDetail}?id=4`));
    await act(async () => new Promise((r) => setTimeout(r, 0)));
  }, 15_000);
});
