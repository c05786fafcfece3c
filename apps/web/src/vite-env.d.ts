/// <reference types="vite/client" />

/** The build version sent as X-App-Version; set once by Vite's `define` (vite.config.ts). */
declare const __APP_VERSION__: string;

/** One part of a language's strings (build/strings.ts). */
declare module '*.json?part=board' {
  const strings: Record<string, unknown>;
  export default strings;
}
declare module '*.json?part=rest' {
  const strings: Record<string, unknown>;
  export default strings;
}
