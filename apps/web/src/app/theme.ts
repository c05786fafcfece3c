import { createTheme, type MantineColorsTuple } from '@mantine/core';
import type { PartnerConfig } from '@/shared/config/partner-config';

const parseHex = (hex: string): [number, number, number] => {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
};

const toHex = (rgb: number[]): string =>
  `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

const mix = (from: number[], to: number[], amount: number): number[] =>
  from.map((channel, index) => channel + ((to[index] ?? channel) - channel) * amount);

/**
 * Ten shades of one partner colour for Mantine: lighter tints towards white at 0–5, the colour
 * itself at 6 (Mantine's light-scheme primary shade), darker at 7–9.
 */
export function shadesOf(hex: string): MantineColorsTuple {
  const base = parseHex(hex);
  const white = [255, 255, 255];
  const black = [0, 0, 0];
  const tints = [0.92, 0.82, 0.66, 0.5, 0.34, 0.16].map((amount) => toHex(mix(base, white, amount)));
  const shades = [0.14, 0.28, 0.42].map((amount) => toHex(mix(base, black, amount)));
  return [...tints, hex.toLowerCase(), ...shades] as unknown as MantineColorsTuple;
}

/**
 * Secondary text: Mantine's default dimmed grey (gray-6) reads at 3.3:1 on white, below WCAG AA's
 * 4.5:1 for body text; this grey keeps 4.5:1 on white, on the light grey panels and on the
 * light primary tint of a selected item.
 */
export const DIMMED_TEXT = '#596067';

export function createAppTheme(config: PartnerConfig) {
  return createTheme({
    primaryColor: 'brand',
    // A shade darker than the partner colour itself: white labels on it keep AA contrast (4.5:1).
    primaryShade: 7,
    // Filled badges and buttons on light colours (orange, green) get dark text instead of white.
    autoContrast: true,
    colors: {
      brand: shadesOf(config.colors.primary),
      accent: shadesOf(config.colors.accent),
    },
    defaultRadius: 'md',
    cursorType: 'pointer',
    fontFamily:
      'Inter, -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif, "Apple Color Emoji"',
    headings: { fontWeight: '650' },
    components: {
      Button: { defaultProps: { radius: 'md' } },
      Paper: { defaultProps: { radius: 'lg' } },
      Modal: { defaultProps: { radius: 'lg', centered: true } },
      Tooltip: { defaultProps: { openDelay: 300, withArrow: true } },
    },
  });
}
