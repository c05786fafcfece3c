import {
  IconChefHat,
  IconClockHour4,
  IconHeadset,
  IconLayoutList,
  IconMenu2,
  type TablerIcon,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n/react';
import { useModalParams } from '@/shared/hooks/use-modal-params';
import { ORDERS_PAGE_VIEWS, type OrdersPageView, paths } from '@/shared/paths';
import { useVendorSession } from '@/shared/session/vendor-context';
import classes from './orders.module.css';

const VIEW_ICONS: Record<OrdersPageView, TablerIcon> = {
  main: IconLayoutList,
  timeSectionList: IconClockHour4,
  productBar: IconChefHat,
  support: IconHeadset,
  'site-menu': IconMenu2,
};

/** The current view of the mobile orders page: one of the five, main for anything else. */
export function useOrdersPageView(): OrdersPageView {
  const { view } = useModalParams();
  return view && (ORDERS_PAGE_VIEWS as readonly string[]).includes(view) ? (view as OrdersPageView) : 'main';
}

/**
 * The mobile orders page's view icons, and only those five (docs/product.md#header-and-navigation): a row
 * above the view.
 */
export function OrdersViewRail() {
  const { t } = useTranslation();
  const { vendorId } = useVendorSession();
  const current = useOrdersPageView();
  return (
    <nav className={classes.rail} aria-label={t('orders.views.label')} data-testid="orders-view-rail">
      {ORDERS_PAGE_VIEWS.map((view) => {
        const Icon = VIEW_ICONS[view];
        const active = view === current;
        return (
          <Link
            key={view}
            to={paths.ordersView(vendorId, view)}
            className={classes.railItem}
            data-active={active || undefined}
            aria-current={active ? 'page' : undefined}
            aria-label={t(`orders.views.${view}`)}
            title={t(`orders.views.${view}`)}
            data-testid={`orders-view-${view}`}
          >
            <Icon size={22} stroke={1.7} aria-hidden />
          </Link>
        );
      })}
    </nav>
  );
}
