import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createAppRouter } from '@/app/app';
import { createI18n } from '@/i18n/i18n';
import { configureApiClient } from '@/shared/api/client';
import { createQueryClient } from '@/shared/api/query-client';
import { loadPartnerConfig } from '@/shared/config/partner-config';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

async function start(container: HTMLElement) {
  // Partner branding and endpoints come first: the theme and every request depend on them.
  const config = await loadPartnerConfig();
  configureApiClient(config);
  const i18n = createI18n();
  document.documentElement.lang = i18n.language;
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);

  createRoot(container).render(
    <StrictMode>
      <App config={config} queryClient={queryClient} i18n={i18n} router={router} />
    </StrictMode>,
  );
}

void start(root);
