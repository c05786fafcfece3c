import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const emptyPage = {
  content: [],
  last: true,
  next: null,
  from: '2026-01-01T00:00:00Z',
  to: '2026-02-01T00:00:00Z',
};

function open() {
  return renderApp('/vendor/1/archive?view=archive-export', {
    user: makeUser('VENDOR_OWNER'),
    api: { 'GET vendor/1/archive_orders': { body: emptyPage } },
  });
}

describe('archive export modal', () => {
  it('names the file after the report and today, refuses a 31st character, restores an emptied name', async () => {
    open();
    const modal = await screen.findByTestId('archive-export-modal', {}, { timeout: 10_000 });
    const name = (await within(modal).findByTestId(
      'export-name',
      {},
      { timeout: 10_000 },
    )) as HTMLInputElement;
    expect(name.value).toMatch(/^Orders_report_\d\d-\d\d-\d{4}$/);
    const defaultName = name.value;

    fireEvent.change(name, { target: { value: 'x'.repeat(30) } });
    expect(name.value).toBe('x'.repeat(30));
    fireEvent.change(name, { target: { value: 'x'.repeat(31) } });
    expect(name.value).toBe('x'.repeat(30));

    fireEvent.change(name, { target: { value: '' } });
    fireEvent.blur(name);
    expect(name.value).toBe(defaultName);
    expect(within(modal).getByText('.xlsx')).toBeTruthy();
  }, 20_000);

  it('turns Export into Cancel while the file streams, and Cancel aborts the request', async () => {
    open();
    const modal = await screen.findByTestId('archive-export-modal', {}, { timeout: 10_000 });
    const fake = globalThis.fetch;
    let signal: AbortSignal | undefined;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init: RequestInit = {}) => {
      if (!String(input).includes('/archive_orders/excel')) return fake(input, init);
      signal = init.signal ?? undefined;
      return new Promise((_, reject) =>
        signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
      );
    });
    fireEvent.click(await within(modal).findByTestId('export-start'));
    const cancel = await within(modal).findByTestId('export-cancel');
    expect(within(modal).getByTestId('export-progress')).toBeTruthy();
    fireEvent.click(cancel);
    await waitFor(() => expect(within(modal).getByTestId('export-start')).toBeTruthy());
    expect(signal?.aborted).toBe(true);
  }, 20_000);
});
