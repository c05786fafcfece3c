import './global.css';
import { type CSSVariablesResolver, MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import type { I18n } from '@/i18n/i18n';
import { I18nProvider } from '@/i18n/react';
import type { PartnerConfig } from '@/shared/config/partner-config';
import { PartnerConfigProvider } from '@/shared/config/partner-config-context';
import { DeferredNotifications } from './deferred-notifications';
import { createAppTheme, DIMMED_TEXT } from './theme';

const resolveCssVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': DIMMED_TEXT },
  dark: {},
});

export interface AppProviderProps {
  config: PartnerConfig;
  queryClient: QueryClient;
  i18n: I18n;
  /** 'test' turns off transitions and portals (component tests). */
  env?: 'default' | 'test';
  children: ReactNode;
}

/** Everything the app needs around the router: config, i18n, server state, theme, notices. */
export function AppProvider({ config, queryClient, i18n, env = 'default', children }: AppProviderProps) {
  const theme = useMemo(() => createAppTheme(config), [config]);
  return (
    <PartnerConfigProvider config={config}>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <MantineProvider
            theme={theme}
            defaultColorScheme="light"
            env={env}
            cssVariablesResolver={resolveCssVariables}
          >
            <DeferredNotifications position="top-right" zIndex={1000} limit={3} />
            {children}
          </MantineProvider>
        </QueryClientProvider>
      </I18nProvider>
    </PartnerConfigProvider>
  );
}
