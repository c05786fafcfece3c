import type { CSSProperties } from 'react';
import classes from './catalogue.module.css';

/** A small on/off switch for tiles: a native checkbox with role="switch" and its label. */
export function TileSwitch({
  label,
  checked,
  onChange,
  color,
  testId,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** A Mantine colour name for the "on" state; the primary colour by default. */
  color?: string;
  testId: string;
}) {
  const style = color
    ? ({ '--switch-color': `var(--mantine-color-${color}-filled)` } as CSSProperties)
    : undefined;
  return (
    <label className={classes.switch} style={style}>
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        aria-checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
        data-testid={testId}
      />
      {label}
    </label>
  );
}
