import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchPartnerConfig } from '@/shared/api/early-requests';
import { DEFAULT_PARTNER_CONFIG, loadPartnerConfig, parsePartnerConfig } from './partner-config';

afterEach(() => vi.restoreAllMocks());

describe('partner configuration', () => {
  it('reads the partner file', async () => {
    const file = {
      platformName: 'Foodhall',
      colors: { primary: '#123456', accent: '#abcdef' },
      apiBaseUrl: 'https://api.foodhall.example',
      partnerCode: 'foodhall',
      partnerType: 'PROD',
      suspendedPageUrl: 'https://foodhall.example/suspended',
    };
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(file), { status: 200 }));
    const config = await loadPartnerConfig(fetchPartnerConfig(fetchMock as unknown as typeof fetch));
    // A plain request, like index.html's preload of the same file, so the preloaded answer is used.
    expect(fetchMock).toHaveBeenCalledWith('/config/partner.json');
    expect(config).toMatchObject({ ...file, serviceLabel: DEFAULT_PARTNER_CONFIG.serviceLabel });
  });

  it('logs a load failure and applies the defaults', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetchMock = vi.fn(async () => new Response('not found', { status: 404 }));
    await expect(
      loadPartnerConfig(fetchPartnerConfig(fetchMock as unknown as typeof fetch)),
    ).resolves.toEqual(DEFAULT_PARTNER_CONFIG);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('keeps the defaults for invalid values', () => {
    const config = parsePartnerConfig({
      colors: { primary: 'red' },
      partnerType: 'STAGING',
      platformName: '  ',
    });
    expect(config.colors.primary).toBe(DEFAULT_PARTNER_CONFIG.colors.primary);
    expect(config.partnerType).toBeNull();
    expect(config.platformName).toBe('Larder');
  });
});
