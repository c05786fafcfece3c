import type { Order } from '@larder/contract';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/i18n/react';
import { clockTime, groupByEstimatedTime } from '../lib/order-time';
import { OrderCards } from './order-card';
import classes from './orders.module.css';

/** Mobile view=timeSectionList: the active orders grouped by when their cooking should be done. */
export function TimeSectionList({
  orders,
  now,
  freshIds,
  timeZone,
}: {
  orders: Order[];
  now: number;
  freshIds?: ReadonlySet<number>;
  timeZone?: string;
}) {
  const { t } = useTranslation();
  const sections = groupByEstimatedTime(orders);
  if (sections.length === 0) {
    return <div className={classes.groupEmpty}>{t('orders.timeSections.empty')}</div>;
  }
  return (
    <Stack gap="lg" data-testid="time-section-list">
      {sections.map((section) => {
        const late = section.end !== null && section.end < now;
        const title =
          section.start === null || section.end === null
            ? t('orders.timeSections.unscheduled')
            : t('orders.timeSections.slot', {
                from: clockTime(new Date(section.start).toISOString(), timeZone),
                until: clockTime(new Date(section.end).toISOString(), timeZone),
              });
        return (
          <section key={section.start ?? 'unscheduled'} aria-label={title} data-testid="time-section">
            <Group justify="space-between" mb="sm">
              <Group gap="xs">
                <Title order={2} fz="h4">
                  {title}
                </Title>
                {late && (
                  <Badge color="red" variant="filled">
                    {t('orders.timeSections.late')}
                  </Badge>
                )}
              </Group>
              <Text fw={700} c="dimmed">
                {section.orders.length}
              </Text>
            </Group>
            <Stack gap="sm">
              <OrderCards orders={section.orders} now={now} freshIds={freshIds} timeZone={timeZone} />
            </Stack>
          </section>
        );
      })}
    </Stack>
  );
}
