import type { OrderStatus } from '@larder/contract';

const COLORS: Record<OrderStatus, string> = {
  CREATED: 'gray',
  WAITING_APPROVAL: 'yellow',
  APPROVED: 'blue',
  ARRIVED: 'cyan',
  ON_DELIVERY: 'violet',
  COMPLETED: 'green',
  COMPLETED_NOT_PAID: 'orange',
  DECLINED: 'red',
  CANCELLED: 'gray',
};

export const statusColor = (status: OrderStatus): string => COLORS[status];
