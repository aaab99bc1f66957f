/** An operator list's request (`page` from 1) and answer: `{ list, total, page, size }` (server and console alike). */
export interface PageInput {
  page: number;
  size: number;
}
export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  size: number;
}
