import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashToken, newToken } from './tokens.ts';

describe('session and reset tokens', () => {
  it('are stored as their SHA-256 in hex, so the hashes already stored still match', () => {
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    const token = newToken();
    expect(hashToken(token)).toBe(createHash('sha256').update(token).digest('hex'));
  });

  it('are 256 random bits, URL-safe, new each time', () => {
    const tokens = Array.from({ length: 100 }, newToken);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set(tokens).size).toBe(tokens.length);
  });
});
