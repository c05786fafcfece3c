import type { Account, User, Vendor } from '@larder/contract';
import { createContext, type ReactNode, useContext } from 'react';

/** The signed-in user and the vendor the current /vendor/{id} route is about. */
export interface VendorSession {
  user: User;
  account: Account;
  vendor: Vendor;
  vendorId: number;
}

const VendorSessionContext = createContext<VendorSession | null>(null);

export function VendorSessionProvider({ value, children }: { value: VendorSession; children: ReactNode }) {
  return <VendorSessionContext.Provider value={value}>{children}</VendorSessionContext.Provider>;
}

export function useVendorSession(): VendorSession {
  const session = useContext(VendorSessionContext);
  if (!session) throw new Error('useVendorSession() is only available inside the vendor area');
  return session;
}

/** The vendor session when inside the vendor area, else null (e.g. modals opened on /auth). */
export function useOptionalVendorSession(): VendorSession | null {
  return useContext(VendorSessionContext);
}
