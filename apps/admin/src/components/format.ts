import { formatTime } from './platform-time';

export { formatTime };

/** A cell of a generic row: times (platform time), money strings and objects made readable. */
export function formatCell(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return formatTime(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
