/**
 * How the build cuts the app into chunks, and which of them index.html asks for at once.
 *
 * On a kitchen tablet every request costs a round trip (six at a time over HTTP/1.1), so a first
 * visit should load a handful of chunks, each holding only code that visit runs: the first chunk,
 * which only starts the first requests (src/main.tsx), the libraries of routing and server state,
 * React's renderer, then the shell — the libraries and the app code of the frame, the
 * session rules and the vendor area with its orders board (the default tab). The sign-in page is a
 * chunk of its own, which the server preloads for a visitor without a session. Every other page, and
 * what the board opens on a press (menus, dialogs, the modal host), is split by what uses it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { HtmlTagDescriptor, Plugin } from 'vite';
// By path: Node loads the config's imports of workspace packages unbundled, and cannot run TypeScript.
import { UI_LANGUAGES } from '../../../packages/contract/src/constants.ts';
import {
  AFTER_FIRST_PAINT_CHUNKS_KEY,
  PAGE_CHUNKS_FILE,
  type PageChunks,
  RENDERED_PAGE_CHUNKS_KEY,
  SIGN_IN_CHUNKS_KEY,
  STRING_PARTS,
  stringsChunksKey,
} from '../../../packages/contract/src/first-screen.ts';

const root = path.resolve(import.meta.dirname, '..');

/** The pages of the shell: what they use, and only that, goes into the shell chunks. */
const SHELL_MODULES = [
  'src/app/start.ts',
  'src/app/app.tsx',
  'src/app/routes/session-gate.tsx',
  'src/app/routes/route-error.tsx',
  'src/app/routes/vendor-area.tsx',
  'src/features/orders/routes/orders-page.tsx',
];

/**
 * The other pages, by their vendor tab (the sign-in page by SIGN_IN_CHUNKS_KEY): each one's own code
 * comes as one chunk (what two pages share, with the first of them in this list), not as one chunk
 * per component.
 */
const PAGE_MODULES = {
  // First: what it shares with a vendor page is claimed by it, then set apart (sharedWithSignIn),
  // so signing in loads no vendor page and no vendor page loads the sign-in page.
  [SIGN_IN_CHUNKS_KEY]: 'src/features/auth/routes/auth-page.tsx',
  catalog: 'src/features/catalogue/routes/catalogue-page.tsx',
  statistics: 'src/features/statistics/routes/statistics-page.tsx',
  archive: 'src/features/archive/routes/archive-page.tsx',
  employees: 'src/features/employees/routes/employees-page.tsx',
  account: 'src/features/account/routes/account-page.tsx',
};

/**
 * What the sign-in page imports once it shows: its forms' schemas (zod comes with them, a chunk of its
 * own). Claimed right after the page, as a chunk of their own, so neither the page nor signing in
 * loads a vendor page's code.
 */
const SIGN_IN_SCHEMAS = 'src/features/auth/lib/form-schemas.ts';

/**
 * What the first chunk (src/main.tsx) imports dynamically and needs at once on every page: their
 * chunks are requested by index.html, beside the first chunk, rather than once that chunk has run.
 */
const START_MODULES = ['src/app/start.ts', 'src/app/app.tsx', 'src/app/routes/session-gate.tsx'];

/**
 * Indexes that re-export hundreds of modules: libraries', and the contract's (whose schemas, with
 * zod, most pages never run). Following the index would count all of them as used; the names a
 * module imports from it lead to the few it really uses. Maps an index to the name it is imported by.
 */
function barrelPackage(id: string): string | undefined {
  if (/packages[\\/]contract[\\/]src[\\/]index\.ts$/.test(id)) return '@larder/contract';
  const library =
    /node_modules[\\/](@mantine[\\/][a-z]+[\\/]esm[\\/]index\.mjs|@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]tabler-icons-react\.mjs|@tanstack[\\/](react-query|query-core)[\\/]build[\\/]modern[\\/]index\.js)$/;
  if (!library.test(id)) return undefined;
  return /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id)![1]!.replace('\\', '/');
}

/** `A, type B, C as D` → each specifier's name and alias: [A], [B], [C, D]. */
const specifiers = (list: string): [string, string?][] =>
  list
    .split(',')
    .map(
      (part) =>
        part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/) as [string, string?],
    )
    .filter(([name]) => name);

/** The names a module declares as exports itself (`export const A`, `export function B`, `export { C }`). */
function declaredExports(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const declared = [
    ...code.matchAll(
      /export\s+(?:declare\s+)?(?:const|let|var|class|enum|(?:async\s+)?function\*?)\s+([A-Za-z_$][\w$]*)/g,
    ),
  ].map(([, name]) => name!);
  const listed = [...code.matchAll(/export\s*\{([^}]*)\}\s*;/g)].flatMap(([, list]) =>
    specifiers(list!).map(([name, alias]) => alias ?? name),
  );
  return [...declared, ...listed];
}

/**
 * Exported name → the file defining it, read from a barrel's import and re-export lines.
 * `packageIndex` finds the index a bare `export * from 'package'` names, itself a barrel.
 */
function barrelExports(
  barrelId: string,
  packageIndex: (name: string) => string | undefined,
): Map<string, string> {
  const code = readFileSync(barrelId, 'utf8');
  const dir = path.dirname(barrelId);
  const local = new Map<string, string>();
  const exported = new Map<string, string>();
  for (const [, list, from] of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
    for (const [name, alias] of specifiers(list!)) local.set(alias ?? name, path.resolve(dir, from!));
  }
  for (const [, list, from] of code.matchAll(/export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
    for (const [name, alias] of specifiers(list!)) exported.set(alias ?? name, path.resolve(dir, from!));
  }
  for (const [, from] of code.matchAll(/export\s*\*\s*from\s*["']([^"']+)["']/g)) {
    if (!from!.startsWith('.')) {
      const index = packageIndex(from!);
      if (!index) throw new Error(`${barrelId} re-exports ${from}, which the build did not resolve`);
      for (const [name, file] of barrelExports(index, packageIndex)) exported.set(name, file);
      continue;
    }
    const file = path.resolve(dir, from!);
    for (const name of declaredExports(file)) exported.set(name, file);
  }
  for (const [, list] of code.matchAll(/export\s*\{([^}]*)\}\s*;/g)) {
    for (const [name, alias] of specifiers(list!)) {
      const file = local.get(name);
      if (file) exported.set(alias ?? name, file);
    }
  }
  return exported;
}

/** The names `code` imports from `packageName` (`import { A, type B, C as D } from 'pkg'`). */
function namesImportedFrom(code: string, packageName: string): string[] {
  const escaped = packageName.replace(/[/\\^$*+?.()|[\]{}-]/g, '\\$&');
  const pattern = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["']${escaped}["']`, 'g');
  return [...code.matchAll(pattern)].flatMap(([, list]) => specifiers(list!).map(([name]) => name));
}

/**
 * What the shell opens on a press rather than shows (imported dynamically by the shell): their
 * libraries, which the shell does not use itself, are a chunk of their own.
 */
const OVERLAY_MODULES = [
  'src/shared/components/mantine-menu.ts',
  'src/app/mantine-notifications.ts',
  'src/app/modals/modal-host.tsx',
  'src/features/orders/components/decline-dialog.tsx',
  'src/features/orders/components/complete-dialogs.tsx',
];

/**
 * Mantine's styles: all of them (imported by the app, a chunk of its own), and those of the first
 * screens the server renders (an entry of the build no script imports: only such a page names it).
 */
const COMPLETE_STYLES = 'src/app/styles/mantine-complete.css';
const COMPLETE_STYLES_CHUNK = 'mantine-complete';
export const FIRST_SCREEN_STYLES = 'src/app/styles/mantine-first-screen.css';
export const FIRST_SCREEN_STYLES_ENTRY = 'mantine-first-screen';

/** The modules the shell and each page use, filled when the module graph is complete (before chunking). */
const firstChunk = new Set<string>();
const shell = new Set<string>();
const overlays = new Set<string>();
const pages = new Map<string, Set<string>>(
  Object.keys(PAGE_MODULES).map((page) => [page, new Set<string>()]),
);
/**
 * The overlays' library modules that a page showing nothing floating uses too (a few helpers of
 * Mantine's rating and segmented control): such a page loads them without the overlays.
 */
const sharedWithOverlays = new Set<string>();
/**
 * The sign-in page's modules that a vendor page uses too (Mantine's Anchor, say): a chunk of their
 * own, so that such a page loads them without the sign-in page and its forms.
 */
const sharedWithSignIn = new Set<string>();
const signInSchemas = new Set<string>();
/** Positioning, modals' base: a page using any of them floats something over itself. */
const FLOATING =
  /node_modules[\\/](@floating-ui[\\/]|@mantine[\\/]core[\\/]esm[\\/]components[\\/]ModalBase[\\/])/;

export function findShellModules(): Plugin {
  return {
    name: 'larder-shell-modules',
    apply: 'build',
    buildEnd() {
      const barrels = new Map<string, Map<string, string>>();
      let claimed = new Set<string>();
      let into = shell;
      const visit = (id: string) => {
        if (claimed.has(id)) return;
        claimed.add(id);
        into.add(id);
        const info = this.getModuleInfo(id);
        if (!info) return;
        for (const imported of info.importedIds) {
          const barrel = barrelPackage(imported);
          if (!barrel) {
            visit(imported);
            continue;
          }
          if (!barrels.has(imported)) {
            const packageIndex = (name: string) =>
              this.getModuleInfo(imported)?.importedIds.find((id) =>
                id.includes(`${path.sep}node_modules${path.sep}${name.replace('/', path.sep)}${path.sep}`),
              );
            barrels.set(imported, barrelExports(imported, packageIndex));
          }
          const files = barrels.get(imported)!;
          for (const name of namesImportedFrom(info.code ?? '', barrel)) {
            const file = files.get(name);
            if (file) visit(file);
          }
        }
      };
      // The first chunk keeps what it imports itself: it must not wait for the shell.
      into = firstChunk;
      firstChunk.clear();
      visit(path.join(root, 'src/main.tsx'));
      into = shell;
      shell.clear();
      for (const module of SHELL_MODULES) visit(path.join(root, module));
      into = overlays;
      overlays.clear();
      for (const module of OVERLAY_MODULES) visit(path.join(root, module));
      const afterOverlays = claimed;
      for (const [page, module] of Object.entries(PAGE_MODULES)) {
        into = pages.get(page)!;
        into.clear();
        visit(path.join(root, module));
        if (page === SIGN_IN_CHUNKS_KEY) {
          into = signInSchemas;
          signInSchemas.clear();
          visit(path.join(root, SIGN_IN_SCHEMAS));
        }
      }
      // Everything each page uses, the shell's and the overlays' modules included.
      sharedWithOverlays.clear();
      sharedWithSignIn.clear();
      const signIn = pages.get(SIGN_IN_CHUNKS_KEY)!;
      for (const [page, module] of Object.entries(PAGE_MODULES)) {
        claimed = new Set<string>();
        into = new Set<string>();
        visit(path.join(root, module));
        if (page !== SIGN_IN_CHUNKS_KEY) for (const id of into) if (signIn.has(id)) sharedWithSignIn.add(id);
        if ([...into].some((id) => FLOATING.test(id))) continue;
        for (const id of into) if (overlays.has(id) && isLibrary(id)) sharedWithOverlays.add(id);
      }
      claimed = afterOverlays;
    },
  };
}

const modules = (names: string[]) => new RegExp(`node_modules[\\\\/](${names.join('|')})[\\\\/]`);
const isLibrary = (id: string) => /node_modules/.test(id);

const startLibraries = modules([
  'react',
  'react-router',
  'cookie',
  'set-cookie-parser',
  '@tanstack[\\\\/]query-core',
  '@tanstack[\\\\/]react-query',
]);

export const chunkGroups = [
  {
    name: 'start',
    // Only what the first screen runs: a page's hooks of these libraries (infinite lists, say) come with it.
    test: (id: string) => startLibraries.test(id) && (firstChunk.has(id) || shell.has(id)),
    priority: 40,
  },
  { name: 'react-dom', test: modules(['react-dom', 'scheduler']), priority: 40 },
  // A stylesheet of its own, which a server-rendered page only preloads: the app applies it.
  {
    name: COMPLETE_STYLES_CHUNK,
    test: (id: string) => id === path.join(root, COMPLETE_STYLES),
    priority: 50,
  },
  // What floats over a page — menus, modals, notices — with its positioning, scroll lock and
  // transitions: the board loads it on a press or when idle, other pages with them.
  { name: 'overlays', test: (id: string) => overlays.has(id) && isLibrary(id), priority: 25 },
  { name: 'overlays-shared', test: (id: string) => sharedWithOverlays.has(id), priority: 26 },
  // zod comes with the pages that parse with the contract's schemas; the shell needs none.
  { name: 'zod', test: modules(['zod']), priority: 35 },
  { name: 'shell-libs', test: (id: string) => shell.has(id) && isLibrary(id), priority: 30 },
  // The UI strings stay one chunk per language and part.
  {
    name: 'shell',
    test: (id: string) => shell.has(id) && !isLibrary(id) && !/\.json(\?|$)/.test(id),
    priority: 20,
  },
  { name: 'sign-in-schemas', test: (id: string) => signInSchemas.has(id), priority: 10 },
  { name: 'sign-in-shared', test: (id: string) => sharedWithSignIn.has(id), priority: 11 },
  ...[...pages].map(([page, used]) => ({
    name: page,
    // Charts and the map stay with the component that shows them, loaded when it appears.
    test: (id: string) => used.has(id) && !/node_modules[\\/](uplot|leaflet)[\\/]/.test(id),
    priority: 10,
  })),
];

const chunkClosure = (bundle: OutputBundle, roots: string[]) => {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type === 'chunk') for (const imported of chunk.imports) visit(imported);
  };
  for (const item of roots) visit(item);
  return seen;
};

/** What index.html preloads already: the first chunk's imports, START_MODULES' chunks and their CSS. */
function startPreloads(bundle: OutputBundle, entryFileName: string) {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const starters = START_MODULES.map((module) => {
    const found = chunks.find((chunk) => chunk.moduleIds.includes(path.join(root, module)));
    if (!found) throw new Error(`no chunk holds ${module}`);
    return found.fileName;
  });
  const already = chunkClosure(bundle, [entryFileName]);
  const scripts: string[] = [];
  const styles = new Set<string>();
  for (const fileName of chunkClosure(bundle, starters)) {
    const chunk = bundle[fileName] as OutputChunk;
    for (const file of chunk.viteMetadata?.importedCss ?? []) styles.add(file);
    if (!already.has(fileName)) scripts.push(fileName);
  }
  return { already: new Set([...already, ...scripts, ...styles]), scripts, styles: [...styles] };
}

/** The stylesheets of the chunk or entry `name` (holding `module`), as addresses. */
function stylesheetsOf(bundle: OutputBundle, name: string, module: string): string[] {
  const files = new Set<string>();
  for (const item of Object.values(bundle)) {
    if (item.type === 'chunk' && item.name === name)
      for (const file of item.viteMetadata?.importedCss ?? []) files.add(`/${file}`);
    // A stylesheet entry may come as an asset alone.
    if (item.type === 'asset' && item.names.includes(`${name}.css`)) files.add(`/${item.fileName}`);
  }
  if (!files.size) throw new Error(`the build has no stylesheet of ${module}`);
  return [...files];
}

/**
 * Writes PAGE_CHUNKS_FILE: for each page of PAGE_MODULES, by its vendor tab, the scripts and
 * stylesheets it loads that index.html does not preload. The server names them in the index.html
 * of that page, so they download with the app instead of after the router has run.
 */
export function listPageChunks(): Plugin {
  return {
    name: 'larder-page-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find(
        (item): item is OutputChunk =>
          item.type === 'chunk' && item.isEntry && item.name !== FIRST_SCREEN_STYLES_ENTRY,
      );
      if (!entry) throw new Error('the build has no entry chunk');
      const { already } = startPreloads(bundle, entry.fileName);
      const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
      const pageChunks: PageChunks = {};
      for (const [tab, module] of Object.entries(PAGE_MODULES)) {
        const page = chunks.find((chunk) => chunk.moduleIds.includes(path.join(root, module)));
        if (!page) throw new Error(`no chunk holds ${module}`);
        const scripts: string[] = [];
        const styles = new Set<string>();
        for (const fileName of chunkClosure(bundle, [page.fileName])) {
          for (const file of (bundle[fileName] as OutputChunk).viteMetadata?.importedCss ?? []) {
            if (!already.has(file)) styles.add(`/${file}`);
          }
          if (!already.has(fileName)) scripts.push(`/${fileName}`);
        }
        pageChunks[tab] = { scripts, styles: [...styles] };
      }
      // A page the server renders knows its language before any script runs: its strings can
      // download with the app's code.
      for (const language of UI_LANGUAGES) {
        for (const part of STRING_PARTS) {
          const module = path.join(root, `src/i18n/${language}.json?part=${part}`);
          const strings = chunks.find((chunk) => chunk.moduleIds.includes(module));
          if (!strings) throw new Error(`no chunk holds the ${language} strings' ${part} part`);
          pageChunks[stringsChunksKey(language, part)] = { scripts: [`/${strings.fileName}`], styles: [] };
        }
      }
      pageChunks[RENDERED_PAGE_CHUNKS_KEY] = {
        scripts: [],
        styles: stylesheetsOf(bundle, FIRST_SCREEN_STYLES_ENTRY, FIRST_SCREEN_STYLES),
      };
      pageChunks[AFTER_FIRST_PAINT_CHUNKS_KEY] = {
        scripts: [],
        styles: stylesheetsOf(bundle, COMPLETE_STYLES_CHUNK, COMPLETE_STYLES),
      };
      this.emitFile({ type: 'asset', fileName: PAGE_CHUNKS_FILE, source: JSON.stringify(pageChunks) });
    },
  };
}

/** The scripts every page has loaded before anything else: the first chunk and what index.html preloads. */
const startScripts = new Set<string>();

/**
 * Keeps out of a dynamic import's preload list the scripts every page has loaded already (the
 * first chunk and index.html's preloads): asking for them again does nothing but lengthen the lists
 * the shell carries. Their stylesheets stay (Vite adds them when the chunk is imported).
 */
export function skipStartScripts(): Plugin {
  return {
    name: 'larder-skip-start-scripts',
    apply: 'build',
    generateBundle: {
      // Before Vite writes the preload lists (vite:build-import-analysis, in the same hook).
      order: 'pre',
      handler(_options, bundle) {
        startScripts.clear();
        const entry = Object.values(bundle).find(
          (item): item is OutputChunk =>
            item.type === 'chunk' && item.isEntry && item.name !== FIRST_SCREEN_STYLES_ENTRY,
        );
        if (!entry) return;
        const { already } = startPreloads(bundle, entry.fileName);
        for (const file of already) if (file.endsWith('.js')) startScripts.add(file);
      },
    },
  };
}

/** For `build.modulePreload.resolveDependencies`: the list without the scripts every page has. */
export const withoutStartScripts = (_file: string, deps: string[]) =>
  deps.filter((dep) => !startScripts.has(dep));

/** Adds preload links for START_MODULES' chunks, what they import, and their CSS to index.html. */
export function preloadStartModules(): Plugin {
  return {
    name: 'larder-preload-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const { bundle, chunk: entry } = context;
        if (!bundle || !entry) return html;
        const { scripts, styles } = startPreloads(bundle, entry.fileName);
        const tags: HtmlTagDescriptor[] = scripts.map((fileName) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
          injectTo: 'head',
        }));
        // A preload rather than a stylesheet: nothing waits for it; Vite adds the stylesheet when
        // the chunk is imported, from the preloaded answer.
        for (const file of styles) {
          tags.push({
            tag: 'link',
            // crossorigin like the stylesheet link Vite adds, or the browser would not reuse the answer.
            attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `/${file}` },
            injectTo: 'head',
          });
        }
        return { html, tags };
      },
    },
  };
}
