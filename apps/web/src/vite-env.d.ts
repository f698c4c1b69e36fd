/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the API; empty means same origin (the API serves this app). */
  readonly VITE_API_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** Where the sign-in bundle is: its built file (vite.config.ts), or its source under the dev server. */
declare const __SIGN_IN_ENTRY__: string;

/** Where the public screens' bundle is, as __SIGN_IN_ENTRY__. */
declare const __PUBLIC_ENTRY__: string;
/** The chunks each small bundle imports statically (in a build), which main.ts preloads with the bundle. */
declare const __SIGN_IN_IMPORTS__: readonly string[];
declare const __PUBLIC_IMPORTS__: readonly string[];
