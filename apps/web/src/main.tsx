import { stringPartsFor } from '@larder/contract';
import { readFirstScreenState } from '@/app/first-screen-state';
import { detectInitialLanguage, translations } from '@/i18n/translations';
import { startEarlyRequests } from '@/shared/api/early-requests';
import { afterFirstPaint } from '@/shared/ssr/after-first-paint';
import { holdEarlyClicks } from '@/shared/ssr/early-clicks';
import { rememberViewportWidth } from '@/shared/ssr/viewport-cookie';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

/**
 * This first chunk imports next to nothing, so it runs while the rest of the app still downloads.
 * Over a first screen the server rendered, the page carries its data: only the app's code and
 * strings are left to load before it hydrates. Otherwise it asks for the partner config, the user,
 * the page's data and the UI strings at once, then starts the app (app/start.ts, preloaded by
 * index.html), which takes those answers. A rendered first screen is painted before the app's code
 * runs.
 */
const firstScreen = readFirstScreenState(document);
rememberViewportWidth();
if (firstScreen) holdEarlyClicks();
else startEarlyRequests(window.location);
const language = firstScreen?.language ?? detectInitialLanguage();
for (const part of stringPartsFor(window.location.pathname)) translations[language][part]().catch(() => {});
const start = () => import('@/app/start').then(({ startApp }) => startApp(root, firstScreen));
if (firstScreen) afterFirstPaint(start);
else start();
