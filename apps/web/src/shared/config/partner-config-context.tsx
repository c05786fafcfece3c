import { createContext, type ReactNode, useContext } from 'react';
import { DEFAULT_PARTNER_CONFIG, type PartnerConfig } from './partner-config';

const PartnerConfigContext = createContext<PartnerConfig>(DEFAULT_PARTNER_CONFIG);

export function PartnerConfigProvider({ config, children }: { config: PartnerConfig; children: ReactNode }) {
  return <PartnerConfigContext.Provider value={config}>{children}</PartnerConfigContext.Provider>;
}

export function usePartnerConfig(): PartnerConfig {
  return useContext(PartnerConfigContext);
}
