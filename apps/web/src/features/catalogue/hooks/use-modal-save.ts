import { type ReactNode, useCallback } from 'react';
import { useModalControls } from '@/shared/components/modal-layout';
import { useButtonState } from '@/shared/components/state-button';
import { useWarning } from '@/shared/components/warning-modal';

/**
 * The save of a catalogue modal (docs/product.md#modals): the button shows the loading state while the action
 * runs, the modal closes on success, and a failure opens the warning modal (the form stays as typed).
 * `onError` may handle a failure itself by returning true (e.g. a message inside the modal).
 */
export function useModalSave() {
  const button = useButtonState();
  const { warn, warningModal } = useWarning();
  const { close } = useModalControls();
  const { run } = button;

  const save = useCallback(
    async (action: () => Promise<unknown>, onError?: (error: unknown) => boolean | ReactNode) => {
      try {
        await run(action);
      } catch (error) {
        const handled = onError?.(error);
        if (handled === true) return false;
        warn(handled === false || handled === undefined || handled === null ? undefined : handled);
        return false;
      }
      close();
      return true;
    },
    [run, warn, close],
  );

  return { state: button.state, save, close, warn, warningModal };
}
