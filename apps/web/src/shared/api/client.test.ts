import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, TEST_API_BASE } from '@/test/fake-api';
import { TEST_CONFIG } from '@/test/render-app';
import { resolveApiBaseUrl } from './api-base-url';
import { ApiRequestError } from './api-error';
import {
  api,
  configureApiClient,
  IMAGE_PLACEHOLDER,
  imageUrl,
  resolveImageBaseUrl,
  resolveSocketUrl,
  setApiHandlers,
} from './client';

const onAuthReset = vi.fn();
const onPartnerSuspended = vi.fn();

beforeEach(() => {
  configureApiClient(TEST_CONFIG);
  setApiHandlers({ onAuthReset, onPartnerSuspended });
});

afterEach(() => {
  vi.unstubAllGlobals();
  onAuthReset.mockReset();
  onPartnerSuspended.mockReset();
});

describe('api client', () => {
  it('sends the session cookie, the build version and the partner code', async () => {
    const server = fakeApi({ 'PATCH vendor/users/me': { body: { ok: true } } });
    await api.patch('vendor/users/me', { langCode: 'ru' });
    const [call] = server.calls;
    expect(server.fetchMock.mock.calls[0]?.[0]).toBe(`${TEST_API_BASE}/vendor/users/me`);
    expect(call?.credentials).toBe('include');
    expect(call?.headers.get('x-app-version')).toBe('test');
    expect(call?.headers.get('x-partner-code')).toBe('test-partner');
    expect(call?.headers.get('content-type')).toBe('application/json');
    expect(call?.body).toEqual({ langCode: 'ru' });
  });

  it('leaves for the suspended page on 423 partner_suspended and counts it as a success', async () => {
    fakeApi({
      'GET vendor/params': { status: 423, body: { code: 'partner_suspended', message: 'Suspended' } },
    });
    await expect(api.get('vendor/params')).resolves.toBeUndefined();
    expect(onPartnerSuspended).toHaveBeenCalledWith('http://larder.test/suspended');
    expect(onAuthReset).not.toHaveBeenCalled();
  });

  it('rejects a 423 when the partner type is neither DEMO nor PROD', async () => {
    configureApiClient({ ...TEST_CONFIG, partnerType: null });
    fakeApi({
      'GET vendor/params': { status: 423, body: { code: 'partner_suspended', message: 'Suspended' } },
    });
    await expect(api.get('vendor/params')).rejects.toMatchObject({ status: 423 });
    expect(onPartnerSuspended).not.toHaveBeenCalled();
  });

  it('resets the session on 403 and rejects', async () => {
    fakeApi({
      'GET vendor/params': { status: 403, body: { code: 'NotAuthenticated', message: 'No session' } },
    });
    const failure = api.get('vendor/params');
    await expect(failure).rejects.toBeInstanceOf(ApiRequestError);
    await expect(failure).rejects.toMatchObject({ status: 403, code: 'NotAuthenticated' });
    expect(onAuthReset).toHaveBeenCalledTimes(1);
  });

  it('treats a request without an answer like a 403', async () => {
    fakeApi({ 'GET vendor/params': 'network-error' });
    await expect(api.get('vendor/params')).rejects.toMatchObject({ status: null, code: 'NetworkError' });
    expect(onAuthReset).toHaveBeenCalledTimes(1);
  });

  it('only rejects 401 and 500, with the server code and message', async () => {
    fakeApi({
      'POST vendor/auth/login': {
        status: 401,
        body: { code: 'BadCredentials', message: 'Wrong e-mail or password' },
      },
      'GET vendor/params': { status: 500, body: { code: 'InternalError', message: 'Boom' } },
    });
    await expect(api.post('vendor/auth/login', {})).rejects.toMatchObject({
      status: 401,
      code: 'BadCredentials',
      message: 'Wrong e-mail or password',
    });
    await expect(api.get('vendor/params')).rejects.toMatchObject({ status: 500, code: 'InternalError' });
    expect(onAuthReset).not.toHaveBeenCalled();
    expect(onPartnerSuspended).not.toHaveBeenCalled();
  });
});

describe('base URLs', () => {
  it('uses the configured API base URL, else the page origin plus /api', () => {
    expect(resolveApiBaseUrl('https://api.partner.example/api/', 'https://vendor.example')).toBe(
      'https://api.partner.example/api',
    );
    expect(resolveApiBaseUrl('', 'https://vendor.example')).toBe('https://vendor.example/api');
    expect(resolveApiBaseUrl(undefined, 'https://vendor.example')).toBe('https://vendor.example/api');
  });

  it('derives the image base from the origin when empty and has none when null', () => {
    expect(resolveImageBaseUrl('', 'https://vendor.example')).toBe('https://vendor.example');
    expect(resolveImageBaseUrl(null, 'https://vendor.example')).toBeNull();
  });
});

describe('resolveSocketUrl', () => {
  it('turns the API base into a ws or wss URL, relative bases against the page', () => {
    expect(
      resolveSocketUrl('/api', 'vendor/socket', { vendorId: 3 }, 'https://vendor.example/vendor/3/orders'),
    ).toBe('wss://vendor.example/api/vendor/socket?vendorId=3');
    expect(resolveSocketUrl('http://localhost:3300/api/', 'vendor/socket', { vendorId: 1 })).toBe(
      'ws://localhost:3300/api/vendor/socket?vendorId=1',
    );
  });
});

describe('imageUrl', () => {
  it('prefixes relative paths with the image base URL', () => {
    expect(imageUrl('/images/logo.png')).toBe('http://images.larder.test/images/logo.png');
    expect(imageUrl('images/logo.png')).toBe('http://images.larder.test/images/logo.png');
  });

  it('keeps paths that already contain http', () => {
    expect(imageUrl('https://cdn.example/logo.png')).toBe('https://cdn.example/logo.png');
  });

  it('uses a placeholder without a path or without a configured image base URL', () => {
    expect(imageUrl(null)).toBe(IMAGE_PLACEHOLDER);
    expect(imageUrl('')).toBe(IMAGE_PLACEHOLDER);
    configureApiClient({ ...TEST_CONFIG, imageBaseUrl: null });
    expect(imageUrl('/images/logo.png')).toBe(IMAGE_PLACEHOLDER);
  });
});
