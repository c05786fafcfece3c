import { TIMINGS_MS } from '@larder/contract';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '@/test/render-app';
import { StateButton, useButtonState } from './state-button';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function SaveButton({ action }: { action: () => Promise<void> }) {
  const button = useButtonState();
  return (
    <StateButton state={button.state} onClick={() => button.run(action).catch(() => {})}>
      Save
    </StateButton>
  );
}

const saveButton = () => screen.getByRole('button');

describe('StateButton', () => {
  it('goes ready → loading → complete (check mark) → ready again after 500 ms', async () => {
    vi.useFakeTimers();
    const pending = deferred();
    render(
      <TestProviders>
        <SaveButton action={() => pending.promise} />
      </TestProviders>,
    );

    expect(saveButton().textContent).toContain('Save');
    expect(saveButton().hasAttribute('disabled')).toBe(false);

    fireEvent.click(saveButton());
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(saveButton().hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('img', { name: 'Done' })).toBeNull();

    await act(async () => pending.resolve());
    expect(screen.getByRole('img', { name: 'Done' })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();

    act(() => vi.advanceTimersByTime(TIMINGS_MS.buttonReset - 1));
    expect(screen.getByRole('img', { name: 'Done' })).toBeTruthy();

    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('img', { name: 'Done' })).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(saveButton().getAttribute('aria-busy')).toBe('false');
    expect(saveButton().hasAttribute('disabled')).toBe(false);
  });

  it('returns to ready at once, without a check mark, when the action fails', async () => {
    const pending = deferred();
    render(
      <TestProviders>
        <SaveButton action={() => pending.promise} />
      </TestProviders>,
    );
    fireEvent.click(saveButton());
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();

    await act(async () => pending.reject(new Error('nope')));
    expect(screen.queryByRole('img', { name: 'Done' })).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(saveButton().hasAttribute('disabled')).toBe(false);
  });
});
