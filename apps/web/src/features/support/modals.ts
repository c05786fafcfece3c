import { defineModals, lazyNamed } from '@/shared/modals/define-modals';

/** At mobile width support is a page panel, not a modal. */
export const supportModals = defineModals({
  support: [lazyNamed(() => import('./components/support-modal'), 'SupportModal'), { desktopOnly: true }],
});
