import { can, type Role } from '@larder/contract';
import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { withAllStrings } from '@/i18n/all-strings';
import { changeUiLanguage } from '@/i18n/i18n';
import { useTranslation } from '@/i18n/react';
import { CenteredSpinner } from '@/shared/components/spinner';
import { DEFAULT_VENDOR_TAB, paths } from '@/shared/paths';
import { useMe } from '@/shared/session/api/get-me';

/**
 * Onboarding edits the vendor, so it is for those who may (docs/product.md#roles-and-permissions); others see
 * the auth notice.
 */
export const canOnboard = (role: Role) => can(role, 'vendor.edit');

// Only an account still to be activated walks the onboarding: the others never download it.
const OnboardingArea = lazy(() =>
  withAllStrings(() => import('./onboarding-area'))().then((module) => ({ default: module.OnboardingArea })),
);

export const isAuthRoute = (pathname: string): boolean =>
  pathname === '/auth' || pathname.startsWith('/auth/');

/**
 * The routing rules (docs/product.md#routes-and-redirects), applied to every route once the user is loaded:
 * - activated account with vendors: auth and index routes go to the first vendor;
 * - otherwise every route but the auth ones goes to /auth/;
 * - a failed user load (any status but 403, which means "not signed in") also goes to /auth/.
 * It also switches the UI to the user's language.
 */
export function SessionGate() {
  const { i18n } = useTranslation();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const me = useMe();
  const user = me.data;

  useEffect(() => {
    if (user?.langCode) void changeUiLanguage(i18n, user.langCode);
  }, [user?.langCode, i18n]);

  if (me.isPending) return <CenteredSpinner size={40} />;

  const onAuth = isAuthRoute(location.pathname);
  const onIndex = location.pathname === '/';
  const firstVendor = user?.account.activated ? user.account.vendors[0] : undefined;

  if (user && firstVendor) {
    // A password-reset link stays usable while signed in.
    const resetLink = searchParams.has('resetToken') || location.pathname.startsWith('/auth/reset');
    if ((onAuth && !resetLink) || onIndex) {
      // The onboarding ends with the create-catalog prompt, shown over the catalogue
      // (docs/product.md#onboarding).
      const to =
        searchParams.get('view') === 'create-catalog'
          ? paths.catalogue(firstVendor.id, { view: 'create-catalog' })
          : paths.vendorTab(firstVendor.id, DEFAULT_VENDOR_TAB);
      return <Navigate to={to} replace />;
    }
    return <Outlet />;
  }

  // A signed-in user of an account still to be activated walks the onboarding (docs/product.md#onboarding).
  const onboardingVendor = user?.account.vendors[0];
  const resetLink = searchParams.has('resetToken') || location.pathname.startsWith('/auth/reset');
  if (user && onboardingVendor && onAuth && !resetLink && canOnboard(user.role)) {
    return (
      <Suspense fallback={<CenteredSpinner size={40} />}>
        <OnboardingArea user={user} vendor={onboardingVendor} />
      </Suspense>
    );
  }

  if (!onAuth) return <Navigate to={paths.authEntry()} replace />;
  return <Outlet />;
}
