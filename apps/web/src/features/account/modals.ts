import { defineModals, lazyNamed } from '@/shared/modals/define-modals';

const onboarding = {
  almostReady: () => import('./components/onboarding/almost-ready-modal'),
  firstStep: () => import('./components/onboarding/first-step-modal'),
  secondStep: () => import('./components/onboarding/second-step-modal'),
};

/**
 * The vendor profile's modals and the onboarding: they edit the vendor
 * (docs/product.md#roles-and-permissions: not for workers).
 */
export const accountModals = defineModals(
  {
    'edit-vendor-contacts': lazyNamed(
      () => import('./components/modals/vendor-contacts-modal'),
      'VendorContactsModal',
    ),
    'courier-comment': lazyNamed(
      () => import('./components/modals/courier-comment-modal'),
      'CourierCommentModal',
    ),
    'edit-vendor-address': lazyNamed(
      () => import('./components/modals/vendor-address-modal'),
      'VendorAddressModal',
    ),
    'edit-vendor-name-logo': lazyNamed(
      () => import('./components/modals/vendor-name-logo-modal'),
      'VendorNameLogoModal',
    ),
    'edit-vendor-image': lazyNamed(
      () => import('./components/modals/vendor-image-modal'),
      'VendorImageModal',
    ),
    'almost-ready': lazyNamed(onboarding.almostReady, 'AlmostReadyModal'),
    'first-step': lazyNamed(onboarding.firstStep, 'FirstStepModal'),
    'second-step': lazyNamed(onboarding.secondStep, 'SecondStepModal'),
  },
  { permission: 'vendor.edit' },
);
