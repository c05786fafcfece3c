import { type ComponentType, lazy } from 'react';
import type { AppSearchParam, ViewId } from '@/shared/paths';
import {
  closesOnClickOutside,
  type ModalLayoutName,
  modalLayoutFor,
  paramsClearedOnClose,
} from './modal-rules';

export interface ModalDefinition {
  component: ComponentType;
  layout: ModalLayoutName;
  closeOnClickOutside: boolean;
  /** Query parameters removed when the modal closes. */
  clearOnClose: AppSearchParam[];
  /** Closing returns to this modal instead (the profile's e-mail and password modals). */
  closeTo?: ViewId;
  /** Shown as a modal only at desktop width; at mobile width the layout shows it as a page panel. */
  desktopOnly?: boolean;
}

export type ModalRegistry = Partial<Record<ViewId, ModalDefinition>>;

/** A registry entry with the SPEC §2 rules for its view; `overrides` only for what the rules do not cover. */
export function defineModal(
  view: ViewId,
  component: ComponentType,
  overrides: Partial<Omit<ModalDefinition, 'component'>> = {},
): ModalDefinition {
  return {
    component,
    layout: modalLayoutFor(view),
    closeOnClickOutside: closesOnClickOutside(view),
    clearOnClose: paramsClearedOnClose(view),
    ...overrides,
  };
}

const ProfileModal = lazy(() =>
  import('@/features/profile/components/profile-modal').then((module) => ({ default: module.ProfileModal })),
);
const EditPasswordModal = lazy(() =>
  import('@/features/profile/components/edit-password-modal').then((module) => ({
    default: module.EditPasswordModal,
  })),
);
const EditEmailModal = lazy(() =>
  import('@/features/profile/components/edit-email-modal').then((module) => ({
    default: module.EditEmailModal,
  })),
);
const SupportModal = lazy(() =>
  import('@/features/support/components/support-modal').then((module) => ({ default: module.SupportModal })),
);
const OrderInfoModal = lazy(() =>
  import('@/features/orders/components/order-info-modal').then((module) => ({
    default: module.OrderInfoModal,
  })),
);
const OrderCheckModal = lazy(() =>
  import('@/features/orders/components/order-check-modal').then((module) => ({
    default: module.OrderCheckModal,
  })),
);
const OrderShippingModal = lazy(() =>
  import('@/features/orders/components/order-shipping-modal').then((module) => ({
    default: module.OrderShippingModal,
  })),
);

/**
 * The one map from `view` to modal (DESIGN §6). Later issues add their modals here; views that are
 * page panels (main, timeSectionList, productBar, site-menu) are not modals.
 */
export const MODAL_REGISTRY: ModalRegistry = {
  profile: defineModal('profile', ProfileModal),
  'edit-account-password': defineModal('edit-account-password', EditPasswordModal, { closeTo: 'profile' }),
  'edit-account-email': defineModal('edit-account-email', EditEmailModal, { closeTo: 'profile' }),
  support: defineModal('support', SupportModal, { desktopOnly: true }),
  'order-info': defineModal('order-info', OrderInfoModal),
  'order-check': defineModal('order-check', OrderCheckModal),
  'order-shipping': defineModal('order-shipping', OrderShippingModal),
};
