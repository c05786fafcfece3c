import {
  IconArchive,
  IconChartBar,
  IconHeadset,
  IconReceipt,
  IconToolsKitchen2,
  IconUsers,
  type TablerIcon,
} from '@tabler/icons-react';
import type { NavKey } from './nav-items';

export const NAV_ICONS: Record<NavKey, TablerIcon> = {
  statistics: IconChartBar,
  orders: IconReceipt,
  archive: IconArchive,
  catalog: IconToolsKitchen2,
  employees: IconUsers,
  support: IconHeadset,
};
