import type { ReactNode } from 'react';
import classes from './hint.module.css';

/**
 * A short label under an icon button, shown on hover or keyboard focus and drawn by CSS alone: the
 * first screen's toolbars do without Mantine's Tooltip, whose positioning library is the size of
 * the board's own code. The button keeps its aria-label; the hint only shows it.
 */
export function Hint({
  label,
  disabled = false,
  align = 'center',
  multiline = false,
  children,
}: {
  label: string;
  disabled?: boolean;
  /** 'end' for a button at the right edge: the label grows leftwards, staying on screen. */
  align?: 'center' | 'end';
  /** A sentence rather than a name: wrapped at a reading width. */
  multiline?: boolean;
  children: ReactNode;
}) {
  return (
    <span
      className={classes.hint}
      data-hint={disabled ? undefined : label}
      data-align={align}
      data-multiline={multiline || undefined}
    >
      {children}
    </span>
  );
}
