import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { CenteredSpinner } from '@/shared/components/spinner';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { useMobileLayout } from '@/shared/hooks/use-mobile-layout';
import { useNow } from '@/shared/hooks/use-now';
import { usePreloadModulesWhenIdle } from '@/shared/lib/deferred-module';
import { useVendorSession } from '@/shared/session/vendor-context';
import { useActiveOrders } from '../api/get-active-orders';
import { completeDialogsModule } from '../components/complete-button';
import { declineDialogModule } from '../components/decline-button';
import { OrderSettingsControls } from '../components/order-settings-controls';
import classes from '../components/orders.module.css';
import { OrdersBoard } from '../components/orders-board';
import { useOrdersLiveContext } from '../components/orders-live-provider';
import {
  LiveStatus,
  MuteToggle,
  NotificationsButton,
  OrderListsLoadingIndicator,
  PrintOnAcceptSwitch,
  SearchBox,
  SoundBanner,
} from '../components/orders-toolbar';
import { useOrdersPageView } from '../components/orders-view-rail';
import { allOrders, filterOrders } from '../lib/active-orders';

const ProductBar = lazy(() => import('../components/product-bar').then((m) => ({ default: m.ProductBar })));
const TimeSectionList = lazy(() =>
  import('../components/time-section-list').then((m) => ({ default: m.TimeSectionList })),
);

/** How often the "time since created" of the cards moves on. */
const CLOCK_TICK_MS = 15_000;

/**
 * /vendor/{id}/orders: the active orders (docs/product.md#the-active-orders-board). At mobile width the view
 * parameter picks main (groups + order search), timeSectionList (by estimated time) or productBar (what to
 * cook, with the catalogue search); support and site-menu are panels of the layout.
 */
/** The board's dialogs, opened from its cards: at hand by the first press. */
const BOARD_DIALOGS = [declineDialogModule, completeDialogsModule];

export function OrdersPage() {
  usePreloadModulesWhenIdle(BOARD_DIALOGS);
  const { t } = useTranslation();
  useDocumentTitle(t('titles.orders'));
  const { vendorId, vendor } = useVendorSession();
  const mobile = useMobileLayout();
  const pageView = useOrdersPageView();
  const view = mobile ? pageView : 'main';
  const orders = useActiveOrders(vendorId);
  const { alert, liveState } = useOrdersLiveContext();
  const now = useNow(CLOCK_TICK_MS);
  const [orderQuery, setOrderQuery] = useState('');
  const [productQuery, setProductQuery] = useState('');

  // Anyone touching or typing on this page has seen the waiting orders: the chime stops. When the
  // touch ends (a scroll's included), so the sound banner's text, which changes with it, cannot
  // move the board under a finger still down.
  const { acknowledge } = alert;
  useEffect(() => {
    const seen = () => acknowledge();
    const touchEnds = ['pointerup', 'pointercancel', 'keydown'] as const;
    for (const type of touchEnds) document.addEventListener(type, seen);
    return () => {
      for (const type of touchEnds) document.removeEventListener(type, seen);
    };
  }, [acknowledge]);

  const lists = orders.data;
  const filtered = useMemo(() => (lists ? filterOrders(lists, orderQuery) : undefined), [lists, orderQuery]);
  const noMatches = filtered !== undefined && orderQuery.trim() !== '' && allOrders(filtered).length === 0;

  const title =
    view === 'productBar'
      ? t('orders.productBar.title')
      : view === 'timeSectionList'
        ? t('orders.views.timeSectionList')
        : t('pages.orders.title');

  let content: ReactNode;
  if (!lists) {
    content = orders.isError ? (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
        <Group justify="space-between" gap="sm">
          <span>{t('orders.loadFailed')}</span>
          <Button size="xs" variant="white" color="red" onClick={() => void orders.refetch()}>
            {t('orders.retry')}
          </Button>
        </Group>
      </Alert>
    ) : (
      <CenteredSpinner label={t('orders.loading')} />
    );
  } else if (view === 'productBar') {
    content = (
      <Suspense fallback={<CenteredSpinner label={t('orders.loading')} />}>
        <ProductBar orders={allOrders(lists)} query={productQuery} />
      </Suspense>
    );
  } else if (view === 'timeSectionList') {
    content = (
      <Suspense fallback={<CenteredSpinner label={t('orders.loading')} />}>
        <TimeSectionList
          orders={allOrders(lists)}
          now={now}
          freshIds={alert.unacknowledged}
          timeZone={vendor.timeZone}
        />
      </Suspense>
    );
  } else {
    content = (
      <Stack gap="md">
        {noMatches && (
          <Text c="dimmed" data-testid="orders-no-results">
            {t('orders.search.noResults', { query: orderQuery.trim() })}
          </Text>
        )}
        <OrdersBoard
          lists={filtered ?? lists}
          now={now}
          freshIds={alert.unacknowledged}
          timeZone={vendor.timeZone}
        />
      </Stack>
    );
  }

  return (
    <Stack gap={0}>
      <Group justify="space-between" align="center" mb="lg" gap="sm" wrap={mobile ? 'nowrap' : 'wrap'}>
        <Title
          order={1}
          fz={{ base: 'h3', sm: 'h2' }}
          style={{ minWidth: 0 }}
          lineClamp={mobile ? 1 : undefined}
        >
          {title}
        </Title>
        <Group gap="xs" wrap="nowrap">
          <OrderListsLoadingIndicator vendorId={vendorId} />
          {!mobile && <OrderSettingsControls />}
          <LiveStatus state={liveState} compact={mobile} />
          {/* Phones and tablets show notifications only from an installed app: no button there. */}
          {!mobile && <NotificationsButton alert={alert} />}
          <MuteToggle alert={alert} compact={mobile} />
        </Group>
      </Group>
      {/* A phone's header has no room left: the kitchen controls get a row of their own. */}
      {mobile && (
        <Group justify="flex-end" gap="xs" mt={-8} mb="md" wrap="nowrap">
          <OrderSettingsControls compact />
        </Group>
      )}
      <SoundBanner alert={alert} />
      {view === 'main' && (
        <div className={classes.toolbar}>
          <SearchBox
            value={orderQuery}
            onChange={setOrderQuery}
            placeholder={t('orders.search.placeholder')}
            label={t('orders.search.label')}
          />
          <PrintOnAcceptSwitch />
        </div>
      )}
      {view === 'productBar' && (
        <div className={classes.toolbar}>
          <SearchBox
            value={productQuery}
            onChange={setProductQuery}
            placeholder={t('orders.productBar.searchPlaceholder')}
            label={t('orders.productBar.searchLabel')}
          />
        </div>
      )}
      {content}
    </Stack>
  );
}
