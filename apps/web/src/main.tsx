import { detectInitialLanguage, translations } from '@/i18n/translations';
import { startEarlyRequests } from '@/shared/api/early-requests';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

/**
 * This first chunk imports next to nothing, so it runs while the rest of the app still downloads:
 * it asks for the partner config, the user, the page's data and the UI strings at once, then
 * starts the app (app/start.ts, preloaded by index.html), which takes those answers.
 */
startEarlyRequests(window.location);
translations[detectInitialLanguage()]().catch(() => {});
import('@/app/start').then(({ startApp }) => startApp(root));
