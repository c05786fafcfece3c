import { defineModals, lazyNamed } from '@/shared/modals/define-modals';

/** The user's own profile, and its e-mail and password modals that close back to it. */
export const profileModals = defineModals({
  profile: lazyNamed(() => import('./components/profile-modal'), 'ProfileModal'),
  'edit-account-password': [
    lazyNamed(() => import('./components/edit-password-modal'), 'EditPasswordModal'),
    { closeTo: 'profile' },
  ],
  'edit-account-email': [
    lazyNamed(() => import('./components/edit-email-modal'), 'EditEmailModal'),
    { closeTo: 'profile' },
  ],
});
