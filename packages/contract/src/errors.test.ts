import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_ERROR_CODES, AMENDMENT_ERROR_CODES, isAppErrorCode } from './error-catalogue.ts';
import { ERROR_CODES } from './errors.ts';

describe('the error catalogue', () => {
  it('lists every code once: two domains never share a code', () => {
    expect(new Set(ALL_ERROR_CODES).size).toBe(ALL_ERROR_CODES.length);
    expect(ALL_ERROR_CODES).toContain(ERROR_CODES.validation);
    expect(ALL_ERROR_CODES).toContain(AMENDMENT_ERROR_CODES.expired);
  });

  it('knows its own codes and nothing else', () => {
    for (const code of ALL_ERROR_CODES) expect(isAppErrorCode(code)).toBe(true);
    expect(isAppErrorCode('NetworkError')).toBe(false);
    expect(isAppErrorCode('FST_ERR_VALIDATION')).toBe(false);
    expect(isAppErrorCode(undefined)).toBe(false);
  });

  it('is the table of docs/product.md, code for code', () => {
    const product = readFileSync(path.resolve(import.meta.dirname, '../../../docs/product.md'), 'utf8');
    const section = product.slice(
      product.indexOf('### The error catalogue'),
      product.indexOf('### How the web app reacts'),
    );
    const documented = [...section.matchAll(/^\| `([^`]+)` \|/gm)].map(([, code]) => code);
    expect([...documented].sort()).toEqual([...ALL_ERROR_CODES].sort());
  });
});
