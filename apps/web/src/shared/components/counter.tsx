import { ActionIcon, Group, Text } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';

export interface CounterProps {
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
  /** Accessible name of the whole control, e.g. "Cooking time". */
  label: string;
  /** How the value reads, e.g. `(n) => `${n} min``. */
  format?: (value: number) => ReactNode;
  disabled?: boolean;
  size?: 'sm' | 'md' | 'lg';
}

/** The plus/minus counter (docs/product.md#widgets): stays within min..max, its end buttons disabled. */
export function Counter({
  value,
  onChange,
  min = 0,
  max = Number.POSITIVE_INFINITY,
  step = 1,
  label,
  format,
  disabled = false,
  size = 'md',
}: CounterProps) {
  const { t } = useTranslation();
  const atMin = value <= min;
  const atMax = value >= max;
  const iconSize = size === 'sm' ? 14 : size === 'lg' ? 20 : 16;

  return (
    <Group gap="sm" wrap="nowrap" role="group" aria-label={label}>
      <ActionIcon
        variant="default"
        radius="xl"
        size={size === 'sm' ? 'md' : size === 'lg' ? 'xl' : 'lg'}
        aria-label={t('counter.decrease')}
        disabled={disabled || atMin}
        onClick={() => onChange(Math.max(min, value - step))}
      >
        <IconMinus size={iconSize} />
      </ActionIcon>
      <Text
        component="output"
        aria-live="polite"
        fw={600}
        size={size}
        miw="3.5rem"
        ta="center"
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        {format ? format(value) : value}
      </Text>
      <ActionIcon
        variant="default"
        radius="xl"
        size={size === 'sm' ? 'md' : size === 'lg' ? 'xl' : 'lg'}
        aria-label={t('counter.increase')}
        disabled={disabled || atMax}
        onClick={() => onChange(Math.min(max, value + step))}
      >
        <IconPlus size={iconSize} />
      </ActionIcon>
    </Group>
  );
}
