import { formatMoney, type Order, type OrderAmendment, type OrderItem } from '@larder/contract';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import type { TFunction } from '@/i18n/i18n';
import { useTranslation } from '@/i18n/react';
import { useNow } from '@/shared/hooks/use-now';
import { formatCountdown, secondsLeft } from '../lib/acceptance-countdown';
import { CHARGE_TEXT, pendingProposal, refundOf, wasChanged } from '../lib/amendments';
import { itemName } from '../lib/order-labels';
import classes from './order-change.module.css';

/** "Waiting for the customer — 8:42": a substitute proposal's time left, ticking every second. */
export function ProposalCountdown({ answerBefore }: { answerBefore: string }) {
  const { t } = useTranslation();
  const now = useNow(1000);
  const time = formatCountdown(secondsLeft(answerBefore, now));
  return (
    <span className={classes.waiting} data-testid="proposal-countdown">
      <IconHourglassHigh size={16} aria-hidden />
      {t('orders.changes.waiting', { time })}
    </span>
  );
}

/** The card's line of a waiting proposal, if the order has one still in time. */
export function PendingProposal({ order, now }: { order: Order; now: number }) {
  const pending = pendingProposal(order, now);
  return pending?.answerBefore ? <ProposalCountdown answerBefore={pending.answerBefore} /> : null;
}

const lineText = (item: OrderItem, lang: string) => `${item.count} × ${itemName(item, lang)}`;

/** One amendment's lines: what went (struck through), what it became, the substitute offered. */
function AmendmentLines({
  amendment,
  lang,
  money,
}: {
  amendment: OrderAmendment;
  lang: string;
  money: (amount: number) => string;
}) {
  const { t } = useTranslation();
  const refused = amendment.status === 'REJECTED' || amendment.status === 'EXPIRED';
  return (
    <>
      {amendment.removed.map(({ itemId, before, after }) => {
        const kept = new Set(after?.components.map((c) => c.componentId));
        const gone = after ? before.components.filter((c) => !kept.has(c.componentId)) : [];
        return (
          <Text key={`r-${itemId}`} size="sm" data-testid="changed-line">
            {!after || after.count !== before.count ? (
              <span className={classes.struck}>{lineText(before, lang)}</span>
            ) : (
              lineText(before, lang)
            )}
            {after && after.count !== before.count && <> → {after.count}</>}
            {!after && <> · {t('orders.changes.removed')}</>}
            {gone.length > 0 && (
              <>
                {', '}
                {t('orders.changes.without')}{' '}
                {gone.map((c, index) => (
                  <span key={c.componentId}>
                    {index > 0 && ', '}
                    <span className={classes.struck}>{itemName(c, lang)}</span>
                  </span>
                ))}
              </>
            )}
          </Text>
        );
      })}
      {amendment.substitutes.map(({ itemId, before, substitute }) => (
        <Text key={`s-${itemId}`} size="sm" data-testid="changed-substitute">
          <span className={amendment.status === 'PENDING' ? undefined : classes.struck}>
            {lineText(before, lang)}
          </span>{' '}
          → <span className={refused ? classes.struck : undefined}>{lineText(substitute, lang)}</span>{' '}
          <Text span size="xs" c="dimmed">
            ({t(`orders.changes.status.${amendment.status}`)}
            {amendment.status === 'PENDING' && amendment.refund !== 0
              ? `: ${t(amendment.refund < 0 ? 'orders.changes.ifAcceptedCharge' : 'orders.changes.ifAcceptedRefund', { amount: money(Math.abs(amendment.refund)) })}`
              : ''}
            )
          </Text>
        </Text>
      ))}
    </>
  );
}

/** Why the order was changed, each reason and comment once (one change may be made in two parts). */
function reasons(amendments: readonly OrderAmendment[], t: TFunction): string[] {
  const said = amendments.map(
    (a) => `${t(`orders.change.reasons.${a.reason}`)}${a.comment ? ` — ${a.comment}` : ''}`,
  );
  return [...new Set(said)];
}

/**
 * What the kitchen changed (docs/product.md#changing-an-accepted-order): each amendment's lines,
 * then the original total and the refund. On the card, the receipt and the archive's preview.
 */
export function OrderChanges({ order, compact = false }: { order: Order; compact?: boolean }) {
  const { t, i18n } = useTranslation();
  if (order.amendments.length === 0) return null;
  const money = (amount: number) => formatMoney(amount, order.currencyCode, i18n.language);
  const refund = refundOf(order);
  return (
    <Stack gap={compact ? 2 : 6} className={classes.changes} data-testid="order-changes">
      <Group gap={6}>
        <Badge color="orange" variant="light" radius="sm" className={classes.badge}>
          {t(wasChanged(order) ? 'orders.changes.title' : 'orders.changes.proposed')}
        </Badge>
        {!compact && (
          <Text size="xs" c="dimmed" data-testid="changes-reasons">
            {reasons(order.amendments, t).join('; ')}
          </Text>
        )}
      </Group>
      {order.amendments.map((amendment) => (
        <AmendmentLines key={amendment.id} amendment={amendment} lang={i18n.language} money={money} />
      ))}
      {refund !== 0 && (
        <Group justify="space-between" gap="xs" wrap="nowrap" data-testid="changes-refund">
          <Text size="sm" fw={600}>
            {t(refund < 0 ? 'orders.changes.charged' : 'orders.changes.refunded')}{' '}
            <Text span size="sm" c="dimmed">
              ({t('orders.changes.originalTotal')}{' '}
              <span className={classes.struck} data-testid="changes-original-total">
                {money(order.originalTotalPrice)}
              </span>
              )
            </Text>
          </Text>
          <Text size="sm" fw={700} c={refund < 0 ? CHARGE_TEXT : 'teal.9'} className={classes.figure}>
            {money(Math.abs(refund))}
          </Text>
        </Group>
      )}
    </Stack>
  );
}
