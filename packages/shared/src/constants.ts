/** Product constants of spec.md §1 and §9 that both the server and the web app read. */
export const APP_VERSION = '2.0.3';
export const APP_VERSION_CODE = 100;
/** spec.md §7: request, connect, upload and download timeouts. */
export const REQUEST_TIMEOUT_MS = 60_000;
/** spec.md §9: lazy chunk load timeout. */
export const CHUNK_TIMEOUT_MS = 120_000;
/** spec.md §9: delay before an async page shows its loading view. */
export const ASYNC_PAGE_DELAY_MS = 200;
/** spec.md §9: end-of-list hint. */
export const END_OF_LIST_HINT_MS = 2_000;
/** design.md §4: list paging. */
export const MAX_PAGE_SIZE = 100;
/** spec.md §3: keys the web app keeps in local storage. */
export const STORAGE_KEYS = ['token', 'userInfo', 'language', 'lang', 'keywords', 'refreshLang', 'jumpWeb', 'bankWeb'] as const;
/** The lobby categories of spec.md §2 (home tabs) in display order. */
export const GAME_TYPES = ['sports', 'live', 'chess', 'esports', 'lottery', 'slots'] as const;
export type GameType = (typeof GAME_TYPES)[number];
/** spec.md §5, §9: images (avatar, vouchers, feedback) are png/jpg/jpeg up to 15 MB. */
export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;
