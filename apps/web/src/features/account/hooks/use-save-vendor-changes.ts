import type { UpdateVendorRequest } from '@larder/contract';
import { useModalControls } from '@/shared/components/modal-layout';
import { useButtonState } from '@/shared/components/state-button';
import { useWarning } from '@/shared/components/warning-modal';
import { useVendorSession } from '@/shared/session/vendor-context';
import { useUpdateVendor } from '../api/update-vendor';

/**
 * The save of the establishment's modals (docs/product.md#the-vendor-profile-and-address: save only when
 * changed): nothing to send closes the modal at once, a saved change closes it, a refusal warns and keeps
 * what was typed.
 */
export function useSaveVendorChanges() {
  const { close } = useModalControls();
  const { vendorId } = useVendorSession();
  const update = useUpdateVendor(vendorId);
  const button = useButtonState();
  const { warn, warningModal } = useWarning();

  const save = async (changes: UpdateVendorRequest | null) => {
    if (!changes) return close();
    try {
      await button.run(() => update.mutateAsync(changes));
      close();
    } catch {
      warn();
    }
  };

  return { save, update, state: button.state, warningModal };
}
