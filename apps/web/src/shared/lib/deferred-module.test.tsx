import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferredModule, loadUntilLoaded, useDeferredModule } from './deferred-module';

describe('a deferred module', () => {
  it('downloads once, when first asked for, and is then at hand at once', async () => {
    const importer = vi.fn(() => Promise.resolve({ name: 'menu' }));
    const deferred = deferredModule(importer);
    const { result, rerender } = renderHook(({ asks }) => useDeferredModule(deferred, asks), {
      initialProps: { asks: 0 },
    });
    expect(result.current).toBeUndefined();
    expect(importer).not.toHaveBeenCalled();

    rerender({ asks: 1 });
    await waitFor(() => expect(result.current).toEqual({ name: 'menu' }));
    await deferred.load();
    expect(importer).toHaveBeenCalledTimes(1);

    // Another component asking for it has it in its first render.
    const other = renderHook(() => useDeferredModule(deferred, 1));
    expect(other.result.current).toEqual({ name: 'menu' });
  });

  it('tries again at the next ask after a failed download', async () => {
    const importer = vi
      .fn<() => Promise<{ name: string }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ name: 'dialog' });
    const deferred = deferredModule(importer);
    const { result, rerender } = renderHook(({ asks }) => useDeferredModule(deferred, asks), {
      initialProps: { asks: 1 },
    });
    await waitFor(() => expect(importer).toHaveBeenCalledTimes(1));
    await act(() => Promise.resolve());
    expect(result.current).toBeUndefined();

    rerender({ asks: 2 });
    await waitFor(() => expect(result.current).toEqual({ name: 'dialog' }));
    expect(importer).toHaveBeenCalledTimes(2);
  });

  describe('that must come', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('keeps trying the download until it comes, and hands the module over once', async () => {
      const importer = vi
        .fn<() => Promise<{ name: string }>>()
        .mockRejectedValueOnce(new Error('offline'))
        .mockRejectedValueOnce(new Error('offline'))
        .mockResolvedValue({ name: 'socket' });
      const use = vi.fn();
      loadUntilLoaded(deferredModule(importer), 5000, use);
      await vi.advanceTimersByTimeAsync(0);
      expect(importer).toHaveBeenCalledTimes(1);
      expect(use).not.toHaveBeenCalled();

      await vi.advanceTimersByTimeAsync(4999);
      expect(importer).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(importer).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(5000);
      expect(importer).toHaveBeenCalledTimes(3);
      expect(use).toHaveBeenCalledExactlyOnceWith({ name: 'socket' });

      await vi.advanceTimersByTimeAsync(60_000);
      expect(importer).toHaveBeenCalledTimes(3);
    });

    it('stops trying, and hands nothing over, once stopped', async () => {
      const importer = vi
        .fn<() => Promise<{ name: string }>>()
        .mockRejectedValueOnce(new Error('offline'))
        .mockResolvedValue({ name: 'socket' });
      const use = vi.fn();
      const stop = loadUntilLoaded(deferredModule(importer), 5000, use);
      await vi.advanceTimersByTimeAsync(0);
      stop();
      await vi.advanceTimersByTimeAsync(60_000);
      expect(importer).toHaveBeenCalledTimes(1);
      expect(use).not.toHaveBeenCalled();
    });
  });
});
