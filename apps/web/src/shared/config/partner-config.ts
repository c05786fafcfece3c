import { PARTNER_TYPES } from '@larder/contract';
import { earlyPartnerConfig, fetchPartnerConfig } from '@/shared/api/early-requests';

/**
 * Partner branding and endpoints, read from /config/partner.json at start
 * (docs/product.md#header-and-navigation).
 */
export interface PartnerConfig {
  platformName: string;
  /** Follows the vendor or platform name in the document title. */
  serviceLabel: string;
  logo: string | null;
  colors: { primary: string; accent: string };
  /** Empty: derived from the page's host (same origin + /api). */
  apiBaseUrl: string;
  /** Prefix for image paths; empty means the page's origin, null means no images (placeholders). */
  imageBaseUrl: string | null;
  partnerCode: string | null;
  partnerType: PartnerType | null;
  suspendedPageUrl: string | null;
}

export type PartnerType = 'DEMO' | 'PROD';

export const DEFAULT_PARTNER_CONFIG: PartnerConfig = {
  platformName: 'Larder',
  serviceLabel: 'Partner',
  logo: '/config/logo.svg',
  colors: { primary: '#d9480f', accent: '#2b8a3e' },
  apiBaseUrl: '',
  imageBaseUrl: '',
  partnerCode: null,
  partnerType: null,
  suspendedPageUrl: null,
};

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

const text = (value: unknown, fallback: string): string =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;

const optionalText = (value: unknown, fallback: string | null): string | null => {
  if (value === null) return null;
  return typeof value === 'string' ? value.trim() : fallback;
};

const color = (value: unknown, fallback: string): string =>
  typeof value === 'string' && HEX_COLOR.test(value) ? value : fallback;

/** Keeps what is valid in a loaded file and takes the defaults for the rest. */
export function parsePartnerConfig(raw: unknown): PartnerConfig {
  const source = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const colors = (source.colors && typeof source.colors === 'object' ? source.colors : {}) as Record<
    string,
    unknown
  >;
  const defaults = DEFAULT_PARTNER_CONFIG;
  return {
    platformName: text(source.platformName, defaults.platformName),
    serviceLabel: text(source.serviceLabel, defaults.serviceLabel),
    logo: optionalText(source.logo, defaults.logo) || null,
    colors: {
      primary: color(colors.primary, defaults.colors.primary),
      accent: color(colors.accent, defaults.colors.accent),
    },
    apiBaseUrl: optionalText(source.apiBaseUrl, defaults.apiBaseUrl) ?? '',
    imageBaseUrl: optionalText(source.imageBaseUrl, defaults.imageBaseUrl),
    partnerCode: optionalText(source.partnerCode, defaults.partnerCode) || null,
    // A plain check, not the contract's schema: this runs in the app's first chunk, without zod.
    partnerType: PARTNER_TYPES.find((type) => type === source.partnerType) ?? null,
    suspendedPageUrl: optionalText(source.suspendedPageUrl, defaults.suspendedPageUrl) || null,
  };
}

/**
 * The partner file, as the first chunk started fetching it (or fetched now); any failure is logged
 * and the defaults apply (docs/product.md#how-the-web-app-reacts).
 */
export async function loadPartnerConfig(
  file: Promise<unknown> = earlyPartnerConfig() ?? fetchPartnerConfig(),
): Promise<PartnerConfig> {
  try {
    return parsePartnerConfig(await file);
  } catch (error) {
    console.warn('Partner configuration could not be loaded; using defaults.', error);
    return DEFAULT_PARTNER_CONFIG;
  }
}
