/**
 * Compiles the server into an ES module that plain `node` runs (and one for the first-screen
 * renders' worker thread): a production process then carries no TypeScript compiler (tsx) in its
 * memory or its start time. The workspace contract is bundled in; every npm dependency stays an
 * import from node_modules (native addons such as sharp and argon2 cannot be bundled). The
 * migrations are copied beside it, where db/client.ts looks.
 *
 * `npm run build` writes apps/server/dist; the browser tests and benchmarks build their own copy.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const serverDir = path.resolve(import.meta.dirname, '..');
const workspacePackages = ['@larder/contract'];

/** Builds into `outDir` (emptied first) and answers the path of its main.js. */
export async function buildServer(outDir = path.join(serverDir, 'dist')): Promise<string> {
  const { dependencies } = JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  fs.rmSync(outDir, { recursive: true, force: true });
  const mainJs = path.join(outDir, 'main.js');
  await build({
    // The first-screen renders' worker thread starts from a file of its own beside main.js.
    entryPoints: [
      path.join(serverDir, 'src/main.ts'),
      path.join(serverDir, 'src/plugins/first-screen-worker.ts'),
    ],
    outdir: outDir,
    entryNames: '[name]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    external: Object.keys(dependencies).filter((name) => !workspacePackages.includes(name)),
    logLevel: 'warning',
  });
  fs.cpSync(path.join(serverDir, 'src/db/migrations'), path.join(outDir, 'migrations'), { recursive: true });
  return mainJs;
}

if (process.argv[1] === import.meta.filename) await buildServer();
