/** Injected by the vite build (see vite.config.ts); 'dev' on the dev server. */
declare const __BUILD_ID__: string;

interface TesseraRuntime {
  /** App prefix the server is mounted under, with leading and trailing slash ('/' by default). */
  basePath?: string;
  build?: string;
  /** DEPLOY_VARIANT of the server: test, pre or production. */
  variant?: string;
}

interface Window {
  __TESSERA__?: TesseraRuntime;
}

/** The DSL validators compiled at build time (web/build/precompiledValidators.ts). */
declare module 'virtual:tessera-validators' {
  export const page: import('ajv').ValidateFunction;
}
