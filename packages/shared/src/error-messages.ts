import type { LangCode } from './languages.js';

/** One error's text in every language (the catalogue in errors.ts and its per-domain parts errors-*.ts). */
export type Messages = Record<LangCode, string>;
