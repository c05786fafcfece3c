/// <reference types="vite/client" />

/** The build version sent as X-App-Version; set once by Vite's `define` (vite.config.ts). */
declare const __APP_VERSION__: string;
