import { readFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = import.meta.dirname;
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };

/** The build version every request carries as X-App-Version (SPEC §7). Override with APP_VERSION. */
export const appVersion = process.env.APP_VERSION ?? pkg.version;

/** Large libraries go to their own chunks so the first chunk stays small (STACK.md). */
const vendorChunks: { name: string; test: RegExp; priority: number }[] = [
  // Charts and dates stay out: they load with the statistics and archive pages only.
  { name: 'vendor-mantine', test: /node_modules[\\/]@mantine[\\/](?!charts|dates)/, priority: 30 },
  { name: 'vendor-icons', test: /node_modules[\\/]@tabler[\\/]/, priority: 30 },
  { name: 'vendor-query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 30 },
  { name: 'vendor-i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/, priority: 30 },
  { name: 'vendor-contract', test: /node_modules[\\/](zod)[\\/]|packages[\\/]contract[\\/]/, priority: 25 },
  {
    name: 'vendor-react',
    test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
    priority: 20,
  },
];

export default defineConfig({
  root,
  plugins: [react()],
  define: {
    __APP_VERSION__: JSON.stringify(appVersion),
  },
  resolve: {
    alias: { '@': path.join(root, 'src') },
  },
  server: {
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: path.join(root, 'dist'),
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Rolldown's successor of Rollup's manualChunks.
        codeSplitting: { groups: vendorChunks },
      },
    },
  },
});
