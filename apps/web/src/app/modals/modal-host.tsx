import { can } from '@larder/contract';
import { Modal } from '@mantine/core';
import { Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { ModalControlsProvider } from '@/shared/components/modal-layout';
import { CenteredSpinner } from '@/shared/components/spinner';
import { useMobileLayout } from '@/shared/hooks/use-mobile-layout';
import { useModalParams } from '@/shared/hooks/use-modal-params';
import type { ModalRegistry } from '@/shared/modals/define-modals';
import { MODAL_WIDTHS } from '@/shared/modals/modal-rules';
import type { ViewId } from '@/shared/paths';
import { useOptionalVendorSession } from '@/shared/session/vendor-context';
import { MODAL_REGISTRY } from './modal-registry';

/**
 * Shows the modal named by the `view` query parameter (docs/product.md#modals). Escape closes any modal; a
 * click outside closes it unless its entry says otherwise; closing edits the URL as the entry says.
 */
export function ModalHost({ registry = MODAL_REGISTRY }: { registry?: ModalRegistry }) {
  const { view, openModal, clearParams } = useModalParams();
  const mobile = useMobileLayout();
  const session = useOptionalVendorSession();
  const entry = view ? registry[view] : undefined;
  // A modal the role may not use is never shown (docs/product.md#roles-and-permissions: workers cannot reach
  // the price modal).
  const allowed = !entry?.permission || !session || can(session.user.role, entry.permission);
  const opened = entry !== undefined && allowed && !(entry.desktopOnly && mobile);

  // The modal keeps its content while it animates out after `view` is cleared.
  const [shownView, setShownView] = useState<ViewId | null>(null);
  // The modal mounts already open, so Mantine never sees it open and cannot return the focus: the
  // element that opened it (a link, a button) is noted before the modal takes the focus, and gets
  // it back once the modal is gone.
  const opener = useRef<HTMLElement | null>(null);
  if (opened && view !== shownView) {
    if (shownView === null && typeof document !== 'undefined') {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    }
    setShownView(view);
  }
  const closed = useCallback(() => {
    setShownView(null);
    const target = opener.current;
    opener.current = null;
    if (target?.isConnected && target !== document.body) target.focus();
  }, []);
  const shown = shownView ? registry[shownView] : undefined;

  const close = useCallback(() => {
    if (!view || !entry) return;
    if (entry.closeTo) openModal(entry.closeTo, undefined, { replace: true });
    else clearParams(entry.clearOnClose);
  }, [view, entry, openModal, clearParams]);

  const controls = useMemo(() => ({ close }), [close]);

  if (!shown || !shownView) return null;
  const Component = shown.component;

  return (
    <Modal.Root
      opened={opened}
      onClose={close}
      size={MODAL_WIDTHS[shown.layout]}
      fullScreen={mobile}
      radius={mobile ? 0 : 'lg'}
      centered
      closeOnEscape
      closeOnClickOutside={shown.closeOnClickOutside}
      onExitTransitionEnd={closed}
    >
      <Modal.Overlay backgroundOpacity={0.45} blur={2} />
      <Modal.Content data-testid={`${shownView}-modal`} data-layout={shown.layout}>
        <ModalControlsProvider value={controls}>
          <Suspense fallback={<CenteredSpinner />}>
            <Component />
          </Suspense>
        </ModalControlsProvider>
      </Modal.Content>
    </Modal.Root>
  );
}
