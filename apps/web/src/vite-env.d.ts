/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the API; empty means same origin (the API serves this app). */
  readonly VITE_API_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
