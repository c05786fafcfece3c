import { lazy, type ReactNode, Suspense } from 'react';
import { Outlet, useMatch } from 'react-router';
import { OrdersLiveProvider } from '@/features/orders/components/orders-live-provider';
import { OrdersViewRail } from '@/features/orders/components/orders-view-rail';
import { useWaitingOrdersCount } from '@/features/orders/hooks/use-waiting-orders-count';
import { AutoPauseNotice } from '@/features/pause/components/auto-pause-notice';
import { PauseBanner } from '@/features/pause/components/pause-control';
import { withAllStrings } from '@/i18n/all-strings';
import { menuModule } from '@/shared/components/deferred-menu';
import { CenteredSpinner } from '@/shared/components/spinner';
import { useMobileLayout } from '@/shared/hooks/use-mobile-layout';
import { useModalParams } from '@/shared/hooks/use-modal-params';
import { usePreloadModulesWhenIdle } from '@/shared/lib/deferred-module';
import { useVendorSession } from '@/shared/session/vendor-context';
import { useCatalogueLive } from '../catalogue-live';
import { DeferredModalHost, modalHostModule } from '../modals/deferred-modal-host';
import { usePreloadWhenIdle } from '../preload-when-idle';
import { AppHeader } from './app-header';
import classes from './layout.module.css';
import { MobileNav } from './mobile-nav';
import { MobileTopBar } from './mobile-top-bar';

// The phone's menu and support panels open from the top bar: their code comes when first opened.
const MobileSiteMenuPanel = lazy(() =>
  withAllStrings(() => import('./mobile-site-menu-panel'))().then((module) => ({
    default: module.MobileSiteMenuPanel,
  })),
);
const MobileSupportPanel = lazy(() =>
  withAllStrings(() => import('./mobile-support-panel'))().then((module) => ({
    default: module.MobileSupportPanel,
  })),
);

// The orders board and the catalogue are where the kitchen goes next (the board is in the shell).
const LIKELY_NEXT_PAGES = ['catalog', 'orders'] as const;
// The header's menus and any modal open at the first press.
const OVERLAYS = [menuModule, modalHostModule];

/**
 * The signed-in frame: header (desktop) or top bar + bottom navigation (mobile), the page, the modal.
 * The live orders run for the whole area, so the badge and the new-order chime work on every page.
 */
export function AppLayout() {
  usePreloadModulesWhenIdle(OVERLAYS);
  usePreloadWhenIdle(LIKELY_NEXT_PAGES);
  const onCatalogueChange = useCatalogueLive();
  return (
    <OrdersLiveProvider onCatalogueChange={onCatalogueChange}>
      <AppFrame />
    </OrdersLiveProvider>
  );
}

function AppFrame() {
  const mobile = useMobileLayout();
  const { vendorId } = useVendorSession();
  const { view } = useModalParams();
  const badges = { waitingOrders: useWaitingOrdersCount(vendorId) };
  const onOrdersPage = useMatch('/vendor/:vendorId/orders') !== null;

  let page: ReactNode = <Outlet />;
  if (mobile && (view === 'support' || view === 'site-menu')) {
    page = (
      <Suspense fallback={<CenteredSpinner />}>
        {view === 'support' ? <MobileSupportPanel /> : <MobileSiteMenuPanel />}
      </Suspense>
    );
  }
  // The mobile orders page has one icon per view (docs/product.md#header-and-navigation), in a row above it.
  if (mobile && onOrdersPage) {
    page = (
      <div className={classes.ordersFrame}>
        <OrdersViewRail />
        <div className={classes.ordersContent}>{page}</div>
      </div>
    );
  }

  return (
    <div className={classes.layout}>
      {mobile ? <MobileTopBar /> : <AppHeader badges={badges} />}
      <PauseBanner mobile={mobile} />
      <main className={mobile ? `${classes.main} ${classes.mainMobile}` : classes.main}>
        <AutoPauseNotice />
        {page}
      </main>
      {mobile && <MobileNav badges={badges} />}
      <DeferredModalHost />
    </div>
  );
}
