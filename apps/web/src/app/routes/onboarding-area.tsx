import type { User, Vendor } from '@larder/contract';
import { useMemo } from 'react';
import { OnboardingPage } from '@/features/account/components/onboarding/onboarding-page';
import { VendorSessionProvider } from '@/shared/session/vendor-context';
import { DeferredModalHost } from '../modals/deferred-modal-host';

/** The onboarding page with its modals, for the account's first vendor, on /auth. */
export function OnboardingArea({ user, vendor }: { user: User; vendor: Vendor }) {
  const session = useMemo(
    () => ({ user, account: user.account, vendor, vendorId: vendor.id }),
    [user, vendor],
  );
  return (
    <VendorSessionProvider value={session}>
      <OnboardingPage />
      <DeferredModalHost />
    </VendorSessionProvider>
  );
}
