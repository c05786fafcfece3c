import { Outlet } from 'react-router';
import { useWaitingOrdersCount } from '@/features/orders/hooks/use-waiting-orders-count';
import { useMobileLayout } from '@/shared/hooks/use-mobile-layout';
import { useModalParams } from '@/shared/hooks/use-modal-params';
import { useVendorSession } from '@/shared/session/vendor-context';
import { ModalHost } from '../modals/modal-host';
import { AppHeader } from './app-header';
import classes from './layout.module.css';
import { MobileNav } from './mobile-nav';
import { MobileSupportPanel } from './mobile-support-panel';
import { MobileTopBar } from './mobile-top-bar';

/** The signed-in frame: header (desktop) or top bar + bottom navigation (mobile), the page, the modal. */
export function AppLayout() {
  const mobile = useMobileLayout();
  const { vendorId } = useVendorSession();
  const { view } = useModalParams();
  const badges = { waitingOrders: useWaitingOrdersCount(vendorId) };

  return (
    <div className={classes.layout}>
      {mobile ? <MobileTopBar /> : <AppHeader badges={badges} />}
      <main className={mobile ? `${classes.main} ${classes.mainMobile}` : classes.main}>
        {mobile && view === 'support' ? <MobileSupportPanel /> : <Outlet />}
      </main>
      {mobile && <MobileNav badges={badges} />}
      <ModalHost />
    </div>
  );
}
