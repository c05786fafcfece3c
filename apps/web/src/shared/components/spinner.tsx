import type { CSSProperties } from 'react';
import { useTranslation } from '@/i18n/react';
import classes from './spinner.module.css';

const BARS = Array.from({ length: 12 }, (_, index) => index);
const PERIOD_S = 1.2;

export interface SpinnerProps {
  /** Width and height in px or any CSS length. */
  size?: number | string;
  /** Any CSS colour; the text colour by default. */
  color?: string;
  /** Accessible name; "Loading" by default. */
  label?: string;
  className?: string;
}

/** The 12-bar spinner (docs/product.md#widgets). */
export function Spinner({ size = 24, color, label, className }: SpinnerProps) {
  const { t } = useTranslation();
  const style = {
    '--spinner-size': typeof size === 'number' ? `${size}px` : size,
    ...(color ? { '--spinner-color': color } : {}),
  } as CSSProperties;
  return (
    <span
      role="status"
      aria-label={label ?? t('common.loading')}
      className={[classes.spinner, className].filter(Boolean).join(' ')}
      style={style}
    >
      {BARS.map((index) => (
        <span
          key={index}
          className={classes.bar}
          style={{
            transform: `rotate(${index * 30}deg)`,
            animationDelay: `${-PERIOD_S + (index * PERIOD_S) / BARS.length}s`,
          }}
        />
      ))}
    </span>
  );
}

/** A spinner centred in the space it is given, for whole panels and pages. */
export function CenteredSpinner({ size = 32, label }: Pick<SpinnerProps, 'size' | 'label'>) {
  return (
    <div className={classes.centered}>
      <Spinner size={size} label={label} color="var(--mantine-color-dimmed)" />
    </div>
  );
}
