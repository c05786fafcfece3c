import { IconHourglassHigh } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/react';
import { useNow } from '@/shared/hooks/use-now';
import { COUNTDOWN_URGENT_MS, formatCountdown, secondsLeft } from '../lib/acceptance-countdown';
import classes from './orders.module.css';

/** The countdown ticks every second; the rest of the board moves on more slowly. */
const TICK_MS = 1000;

/**
 * How long is left to accept a waiting order before the server declines it (the vendor's
 * acceptance window): minutes:seconds, red in the last minute.
 */
export function AcceptanceCountdown({ acceptBefore }: { acceptBefore: string }) {
  const { t } = useTranslation();
  const now = useNow(TICK_MS);
  const seconds = secondsLeft(acceptBefore, now);
  const time = formatCountdown(seconds);
  return (
    <span
      className={classes.countdown}
      data-urgent={seconds * 1000 <= COUNTDOWN_URGENT_MS || undefined}
      title={t('orders.countdown.hint', { time })}
      data-testid="acceptance-countdown"
    >
      <IconHourglassHigh size={16} aria-hidden />
      {t('orders.countdown.label', { time })}
    </span>
  );
}
