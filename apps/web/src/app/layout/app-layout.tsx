import type { ReactNode } from 'react';
import { Outlet, useMatch } from 'react-router';
import { OrdersLiveProvider } from '@/features/orders/components/orders-live-provider';
import { OrdersViewRail } from '@/features/orders/components/orders-view-rail';
import { useWaitingOrdersCount } from '@/features/orders/hooks/use-waiting-orders-count';
import { AutoPauseNotice } from '@/features/pause/components/auto-pause-notice';
import { PauseBanner } from '@/features/pause/components/pause-control';
import { useMobileLayout } from '@/shared/hooks/use-mobile-layout';
import { useModalParams } from '@/shared/hooks/use-modal-params';
import { useVendorSession } from '@/shared/session/vendor-context';
import { ModalHost } from '../modals/modal-host';
import { usePreloadWhenIdle } from '../preload-when-idle';
import { AppHeader } from './app-header';
import classes from './layout.module.css';
import { MobileNav } from './mobile-nav';
import { MobileSiteMenuPanel } from './mobile-site-menu-panel';
import { MobileSupportPanel } from './mobile-support-panel';
import { MobileTopBar } from './mobile-top-bar';

/**
 * The signed-in frame: header (desktop) or top bar + bottom navigation (mobile), the page, the modal.
 * The live orders run for the whole area, so the badge and the new-order chime work on every page.
 */
// The orders board and the catalogue are where the kitchen goes next (the board is in the shell).
const LIKELY_NEXT_PAGES = ['catalog', 'orders'] as const;

export function AppLayout() {
  usePreloadWhenIdle(LIKELY_NEXT_PAGES);
  return (
    <OrdersLiveProvider>
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
  if (mobile && view === 'support') page = <MobileSupportPanel />;
  else if (mobile && view === 'site-menu') page = <MobileSiteMenuPanel />;
  // The mobile orders page has a sidebar with one icon per view (SPEC §2).
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
      <ModalHost />
    </div>
  );
}
