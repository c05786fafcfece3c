import { acceptNumericInput, minorUnitDigits } from '@larder/contract';
import { Text, TextInput, type TextInputProps } from '@mantine/core';
import type { ReactNode } from 'react';

export type NumericInputProps = Omit<TextInputProps, 'value' | 'onChange' | 'type' | 'rightSection'> & {
  /** The text as typed ('' when empty). */
  value: string;
  onChange: (value: string) => void;
  /** Whole numbers only (weights, counts): a decimal point is refused like any other bad key. */
  integer?: boolean;
  /** A unit shown inside the input on the right (currency code, g, ml, min). */
  unit?: ReactNode;
};

/**
 * Numeric input (docs/product.md#validation-and-formatting): only non-negative numbers of at most 7
 * characters; any other keystroke (a minus, a letter, an 8th character) is refused and the previous value
 * stays.
 */
export function NumericInput({ value, onChange, integer = false, unit, ...props }: NumericInputProps) {
  return (
    <TextInput
      inputMode={integer ? 'numeric' : 'decimal'}
      autoComplete="off"
      {...props}
      value={value}
      onChange={(event) => {
        const raw = event.currentTarget.value;
        const next = integer && raw.includes('.') ? value : acceptNumericInput(raw, value);
        if (next !== value) onChange(next);
      }}
      rightSection={
        unit ? (
          <Text size="sm" c="dimmed" pr={6}>
            {unit}
          </Text>
        ) : undefined
      }
      rightSectionWidth={unit ? 52 : undefined}
      rightSectionPointerEvents="none"
    />
  );
}

/** The number a numeric input holds: '' and a lone '.' are 0. */
export function numericValue(text: string): number {
  const number = Number(text);
  return text === '' || Number.isNaN(number) ? 0 : number;
}

/** A stored number as the text of a numeric input: 0 and null as ''. */
export function numericText(value: number | null | undefined): string {
  return value ? String(value) : '';
}

/**
 * A stored amount of money as the text of a numeric input, with the currency's decimals ("1.50",
 * not "1.5", as the rest of the app writes money); null as '', and 0 as '' unless `zero` is kept.
 */
export function moneyText(value: number | null | undefined, currencyCode: string, zero = false): string {
  if (value === null || value === undefined || (value === 0 && !zero)) return '';
  return value.toFixed(minorUnitDigits(currencyCode || 'USD'));
}
