import { defineModals, lazyNamed } from '@/shared/modals/define-modals';

/** An order's details, receipt, courier, change (docs/product.md#changing-an-accepted-order) and the kitchen settings. */
export const orderModals = defineModals({
  'order-info': lazyNamed(() => import('./components/order-info-modal'), 'OrderInfoModal'),
  'order-check': lazyNamed(() => import('./components/order-check-modal'), 'OrderCheckModal'),
  'order-shipping': lazyNamed(() => import('./components/order-shipping-modal'), 'OrderShippingModal'),
  // Changing an order is handling it: workers too.
  'order-change': [
    lazyNamed(() => import('./components/order-change-modal'), 'OrderChangeModal'),
    { layout: 'l-default', permission: 'orders.handle' },
  ],
  // Workers open it too, to read the settings; only owners and managers can save (the modal says so).
  'order-settings': [
    lazyNamed(() => import('./components/order-settings-modal'), 'OrderSettingsModal'),
    { permission: 'orderSettings.view' },
  ],
});
