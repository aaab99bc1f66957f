/** The jobs page (issue 15): jobs/list rows; "Run for a date" sends the instant of the chosen day and shows outcomes. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureRequest } from '../api/request';
import { ok, stubApi } from '../test/fetch-stub';
import { inEnglish, meAs, renderRoutes, SLOW } from '../test/render';
import { JOBS } from '../test/rewards-fixtures';
import JobsPage from './JobsPage';

let restore: () => void;
beforeEach(async () => {
  await inEnglish();
  restore = configureRequest({ lang: () => 'en', onError: () => undefined, onUnauthorized: () => undefined, onCode: () => false });
  // 20:00 in Shanghai on 24 Nov 2026 (only the date is fixed: timers run as usual).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T12:00:00.000Z'));
});
afterEach(() => {
  restore();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const rowsOf = (root: HTMLElement) => [...root.querySelectorAll('tbody tr.ant-table-row')].map((r) => r.textContent ?? '');

describe('jobs page', () => {
  it('lists the jobs by name and purpose, their schedule in words and their last runs (issue 24: no codes)', async () => {
    stubApi({ me: meAs('owner'), 'jobs/list': ok({ list: [...JOBS, { ...JOBS[1]!, name: 'deposit-expiry', pattern: '* * * * *', lastRuns: [{ period: 'latest', ranAt: '2026-11-24T11:59:00.000Z' }] }] }) });
    renderRoutes([{ path: '/jobs', element: <JobsPage /> }], '/jobs');
    const table = await screen.findByTestId('jobs-table', {}, SLOW);
    await within(table).findByText('Welfare expiry', {}, SLOW);
    const rows = rowsOf(table);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toContain('Daily rebate');
    expect(rows[0]).toContain('Daily at 00:30 (UTC+8)');
    expect(rows[0]).not.toContain('rebate-daily');
    expect(rows[0]).not.toContain('--at');
    expect(rows[0]).toContain('Once per period');
    expect(rows[0]).toContain('2026-11-22');
    expect(rows[0]).toContain('2026-11-21');
    expect(rows[1]).toContain('Every 5 minutes');
    expect(rows[1]).toContain('On every trigger');
    expect(rows[1]).toContain('Never ran');
    // A job that runs on every trigger and has run shows when, in platform time.
    expect(rows[2]).toContain('Latest: 2026-11-24 19:59:00');
  });

  it('runs a job as of 00:30 Shanghai of the chosen day after a confirmation, and shows ran / already done', async () => {
    let runs = 0;
    const calls = stubApi({
      me: meAs('owner'),
      'jobs/list': ok({ list: JOBS }),
      'jobs/run': () =>
        ok({
          outcomes:
            runs++ === 0
              ? [{ job: 'rebate-daily', period: '2026-11-23', ran: true, result: { players: 3, amount: '12.34' } }]
              : [{ job: 'rebate-daily', period: '2026-11-23', ran: false, note: 'already ran for 2026-11-23 at 2026-11-23T16:30:00.000Z: nothing done' }],
        }),
    });
    renderRoutes([{ path: '/jobs', element: <JobsPage /> }], '/jobs');
    fireEvent.click(await screen.findByTestId('job-run-rebate-daily', {}, SLOW));
    // Today in Shanghai at the job's own time (its cron pattern).
    expect((await screen.findByTestId('job-run-instant', {}, SLOW)).textContent).toBe('2026-11-23T16:30:00.000Z');
    const day = screen.getByTestId('job-run-day').querySelector('input') ?? screen.getByTestId('job-run-day');
    fireEvent.mouseDown(day);
    fireEvent.change(day, { target: { value: '2026-11-20' } });
    fireEvent.keyDown(day, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(screen.getByTestId('job-run-instant').textContent).toBe('2026-11-19T16:30:00.000Z'), SLOW);
    fireEvent.click(screen.getByTestId('job-run-ok'));
    expect((await screen.findAllByText('Run Daily rebate?', {}, SLOW)).length).toBeGreaterThan(0);
    expect(document.body.textContent).toContain('As of 2026-11-20 00:30 (UTC+8).');
    expect(calls.some((c) => c.url.endsWith('jobs/run'))).toBe(false);
    fireEvent.click(screen.getByTestId('job-run-confirm'));
    const outcomes = await screen.findByTestId('job-outcomes', {}, SLOW);
    expect(calls.find((c) => c.url.endsWith('jobs/run'))!.body).toEqual({ name: 'rebate-daily', at: '2026-11-19T16:30:00.000Z' });
    await within(outcomes).findByText('Ran', {}, SLOW);
    expect(outcomes.textContent).toContain('2026-11-23');
    // What the run did opens on demand (the job's own record).
    fireEvent.click(outcomes.querySelector('.ant-table-row-expand-icon')!);
    await waitFor(() => expect(screen.getByTestId('job-outcomes').textContent).toContain('"players": 3'), SLOW);

    // The same run again: the server says the period is done.
    fireEvent.click(screen.getByTestId('job-run-rebate-daily'));
    await screen.findByTestId('job-run-instant', {}, SLOW);
    fireEvent.click(screen.getByTestId('job-run-ok'));
    // (the first confirmation may still be fading out)
    fireEvent.click((await screen.findAllByTestId('job-run-confirm', {}, SLOW)).at(-1)!);
    await within(screen.getByTestId('job-outcomes')).findByText('Already done', {}, SLOW);
  });

  it('starts from yesterday while today’s time has not come, and refuses a time in the future', async () => {
    const calls = stubApi({ me: meAs('owner'), 'jobs/list': ok({ list: [{ ...JOBS[0]!, pattern: '30 23 * * *' }] }) });
    renderRoutes([{ path: '/jobs', element: <JobsPage /> }], '/jobs');
    fireEvent.click(await screen.findByTestId('job-run-rebate-daily', {}, SLOW));
    // 23:30 Shanghai today is 15:30 UTC, after the 12:00 UTC of now: yesterday's 23:30 is offered.
    expect((await screen.findByTestId('job-run-instant', {}, SLOW)).textContent).toBe('2026-11-23T15:30:00.000Z');
    expect(screen.queryByText('The time must not be in the future')).toBeNull();
    const day = screen.getByTestId('job-run-day').querySelector('input') ?? screen.getByTestId('job-run-day');
    fireEvent.mouseDown(day);
    fireEvent.change(day, { target: { value: '2026-11-24' } });
    fireEvent.keyDown(day, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(screen.getByTestId('job-run-instant').textContent).toBe('2026-11-24T15:30:00.000Z'), SLOW);
    expect(screen.getByText('The time must not be in the future')).toBeTruthy();
    expect((screen.getByTestId('job-run-ok') as HTMLButtonElement).disabled).toBe(true);
    expect(calls.some((c) => c.url.endsWith('jobs/run'))).toBe(false);
  });
});
