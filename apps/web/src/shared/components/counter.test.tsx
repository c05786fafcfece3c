import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '@/test/render-app';
import { Counter } from './counter';

function CookingTime({ initial, onChange }: { initial: number; onChange?: (value: number) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <Counter
      label="Cooking time"
      value={value}
      min={5}
      max={95}
      step={5}
      format={(n) => `${n} min`}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const minus = () => screen.getByRole('button', { name: 'Decrease' });
const plus = () => screen.getByRole('button', { name: 'Increase' });
const shown = () => screen.getByRole('group', { name: 'Cooking time' }).querySelector('output')?.textContent;

describe('Counter', () => {
  it('steps up and down by its step', () => {
    render(
      <TestProviders>
        <CookingTime initial={20} />
      </TestProviders>,
    );
    expect(shown()).toBe('20 min');
    fireEvent.click(plus());
    expect(shown()).toBe('25 min');
    fireEvent.click(minus());
    fireEvent.click(minus());
    expect(shown()).toBe('15 min');
  });

  it('disables minus at the minimum and plus at the maximum', () => {
    render(
      <TestProviders>
        <CookingTime initial={10} />
      </TestProviders>,
    );
    expect(minus().hasAttribute('disabled')).toBe(false);
    fireEvent.click(minus());
    expect(shown()).toBe('5 min');
    expect(minus().hasAttribute('disabled')).toBe(true);
    expect(plus().hasAttribute('disabled')).toBe(false);
    fireEvent.click(minus());
    expect(shown()).toBe('5 min');
  });

  it('never goes past the maximum', () => {
    const onChange = vi.fn();
    render(
      <TestProviders>
        <CookingTime initial={90} onChange={onChange} />
      </TestProviders>,
    );
    fireEvent.click(plus());
    expect(shown()).toBe('95 min');
    expect(plus().hasAttribute('disabled')).toBe(true);
    fireEvent.click(plus());
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(shown()).toBe('95 min');
  });
});
