import dayjs from 'dayjs';

/** An ISO time as the operator reads it (local time of the browser). */
export function formatTime(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format('YYYY-MM-DD HH:mm:ss') : '—';
}

/** A cell of a generic row (player 360 tabs): times, money strings and objects made readable. */
export function formatCell(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return formatTime(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
