import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import {
  chunkGroups,
  FIRST_SCREEN_STYLES,
  FIRST_SCREEN_STYLES_ENTRY,
  findShellModules,
  listPageChunks,
  preloadStartModules,
  skipStartScripts,
  withoutStartScripts,
} from './build/chunks.ts';
import { stringParts } from './build/strings.ts';

const root = import.meta.dirname;

/**
 * React Router's production build, which its package's exports never name (they point at the
 * development build for every condition: remix-run/react-router#12532); it differs only in leaving
 * out the warnings meant for developers, which the minifier then drops.
 */
const reactRouterBuild = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };

/**
 * The build version every request carries as X-App-Version (docs/architecture.md#conventions). Override with
 * APP_VERSION.
 */
export const appVersion = process.env.APP_VERSION ?? pkg.version;

/**
 * Writes .br and .gz beside every text asset at build time, so the server sends compressed bytes
 * without compressing per request (@fastify/static's preCompressed picks them by Accept-Encoding).
 */
function precompress(): Plugin {
  const compressible = /\.(js|css|html|svg|json|txt)$/;
  return {
    name: 'larder-precompress',
    apply: 'build',
    closeBundle() {
      const outDir = path.join(root, 'dist');
      for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !compressible.test(entry.name)) continue;
        const file = path.join(entry.parentPath, entry.name);
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/** The first-screen renderer the server runs (app/render-first-screen.tsx), built by `vite build --ssr`. */
const ssrBuild = {
  outDir: path.join(root, 'dist-ssr'),
  emptyOutDir: true,
  copyPublicDir: false,
  rolldownOptions: { input: path.join(root, 'src/app/render-first-screen.tsx') },
};

export default defineConfig(({ isSsrBuild }) => ({
  root,
  plugins: isSsrBuild
    ? [react(), stringParts()]
    : [
        react(),
        stringParts(),
        findShellModules(),
        preloadStartModules(),
        listPageChunks(),
        skipStartScripts(),
        precompress(),
      ],
  define: {
    __APP_VERSION__: JSON.stringify(appVersion),
    // The renderer bundles React and the libraries: their production builds, whatever the server's
    // environment says (the development ones check every element and are several times slower).
    ...(isSsrBuild && { 'process.env.NODE_ENV': JSON.stringify('production') }),
  },
  resolve: {
    alias: [
      { find: '@', replacement: path.join(root, 'src') },
      // The server's renderer takes React's edge build: the Node one runs each render in an
      // AsyncLocalStorage it never lets go of, and on Node 20 one in use hooks every promise of the
      // process — every request the server answers after its first render (see render-first-screen.tsx).
      ...(isSsrBuild ? [{ find: /^react-dom\/static$/, replacement: 'react-dom/static.edge' }] : []),
      { find: /^react-router$/, replacement: path.join(reactRouterBuild, 'index.mjs') },
      { find: /^react-router\/dom$/, replacement: path.join(reactRouterBuild, 'dom-export.mjs') },
    ],
  },
  server: {
    proxy: {
      '/api': {
        target: 'http://localhost:3000',
        changeOrigin: true,
        ws: true,
        // The server accepts writes and sockets only from its public origin; in development the
        // page is this dev server, which stands in for it.
        configure: (proxy) => {
          proxy.on('proxyReq', (request) => request.setHeader('origin', 'http://localhost:3000'));
          proxy.on('proxyReqWs', (request) => request.setHeader('origin', 'http://localhost:3000'));
        },
      },
    },
  },
  // Self-contained: the server loads it without the web's packages resolving at run time.
  ssr: { noExternal: true },
  build: isSsrBuild
    ? ssrBuild
    : {
        outDir: path.join(root, 'dist'),
        emptyOutDir: true,
        // Which chunk holds which page: read by the e2e test that keeps pages out of the first chunk.
        manifest: true,
        modulePreload: { resolveDependencies: withoutStartScripts },
        rolldownOptions: {
          input: {
            index: path.join(root, 'index.html'),
            // Served only in pages the server renders (build/chunks.ts, FIRST_SCREEN_STYLES).
            [FIRST_SCREEN_STYLES_ENTRY]: path.join(root, FIRST_SCREEN_STYLES),
          },
          output: { codeSplitting: { groups: chunkGroups, includeDependenciesRecursively: false } },
          // The contract's modules only define things: one the browser does not use is left out.
          treeshake: {
            moduleSideEffects: (id: string) => (/packages[\\/]contract[\\/]/.test(id) ? false : undefined),
          },
        },
      },
}));
