import { can, type Role, type User, type Vendor } from '@larder/contract';
import { useMemo } from 'react';
import { OnboardingPage } from '@/features/account/components/onboarding/onboarding-page';
import { VendorSessionProvider } from '@/shared/session/vendor-context';
import { ModalHost } from '../modals/modal-host';

/** Onboarding edits the vendor, so it is for those who may (SPEC §6); others see the auth notice. */
export const canOnboard = (role: Role) => can(role, 'vendor.edit');

/** The onboarding page with its modals, for the account's first vendor, on /auth. */
export function OnboardingArea({ user, vendor }: { user: User; vendor: Vendor }) {
  const session = useMemo(
    () => ({ user, account: user.account, vendor, vendorId: vendor.id }),
    [user, vendor],
  );
  return (
    <VendorSessionProvider value={session}>
      <OnboardingPage />
      <ModalHost />
    </VendorSessionProvider>
  );
}
