import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAfterFirstPaint } from './use-after-first-paint';

describe('useAfterFirstPaint', () => {
  it('is false in the first render, then true; false again for the first render of a new key', async () => {
    const seen: [string, boolean][] = [];
    const { rerender } = renderHook(
      ({ key }) => {
        const after = useAfterFirstPaint(key);
        seen.push([key, after]);
        return after;
      },
      { initialProps: { key: 'section 1' } },
    );
    expect(seen[0]).toEqual(['section 1', false]);
    await waitFor(() => expect(seen.at(-1)).toEqual(['section 1', true]));

    rerender({ key: 'section 2' });
    expect(seen.find(([key]) => key === 'section 2')).toEqual(['section 2', false]);
    await waitFor(() => expect(seen.at(-1)).toEqual(['section 2', true]));
  });
});
