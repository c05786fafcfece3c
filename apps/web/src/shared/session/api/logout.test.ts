import { beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '@/shared/api/client';
import { fakeApi } from '@/test/fake-api';
import { TEST_CONFIG } from '@/test/render-app';
import { logout } from './logout';

beforeEach(() => configureApiClient(TEST_CONFIG));

describe('logout', () => {
  it('is a GET that carries the build version, which the server requires to sign out', async () => {
    const server = fakeApi({ 'GET vendor/auth/logout': { body: { ok: true } } });
    await expect(logout()).resolves.toEqual({ ok: true });
    expect(server.calls[0]?.method).toBe('GET');
    expect(server.calls[0]?.headers.get('x-app-version')).toBe('test');
  });
});
