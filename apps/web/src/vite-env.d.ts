/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the API server; empty means same origin (the server also serves the built app, design.md §7). */
  readonly VITE_API_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
