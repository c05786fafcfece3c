import { TIMINGS_MS } from '@larder/contract';
import { Button, type ButtonProps } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { type ComponentPropsWithoutRef, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { Spinner } from './spinner';

/** docs/product.md#modals: ready → loading → complete (a check mark) → ready again after 500 ms. */
export type ButtonState = 'ready' | 'loading' | 'complete';

/**
 * Drives a StateButton: `run(action)` shows the spinner while the action runs, a check mark when it
 * succeeded (back to ready after TIMINGS_MS.buttonReset) and returns to ready at once on failure.
 */
export function useButtonState(resetAfterMs: number = TIMINGS_MS.buttonReset) {
  const [state, setState] = useState<ButtonState>('ready');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  const run = useCallback(
    async <T,>(action: () => Promise<T>): Promise<T> => {
      clearTimeout(timer.current);
      setState('loading');
      try {
        const result = await action();
        if (mounted.current) {
          setState('complete');
          timer.current = setTimeout(() => {
            if (mounted.current) setState('ready');
          }, resetAfterMs);
        }
        return result;
      } catch (error) {
        if (mounted.current) setState('ready');
        throw error;
      }
    },
    [resetAfterMs],
  );

  return { state, run };
}

export type StateButtonProps = ButtonProps &
  Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps> & {
    state: ButtonState;
  };

/** A button that shows its action's progress: label, spinner, check mark (docs/product.md#modals). */
export function StateButton({ state, children, disabled, ...props }: StateButtonProps) {
  const { t } = useTranslation();
  const busy = state !== 'ready';
  return (
    <Button
      {...props}
      disabled={disabled || state === 'loading'}
      aria-busy={state === 'loading'}
      data-state={state}
    >
      {/* The label stays in place (hidden) so the button keeps its width while busy. */}
      <span style={busy ? { visibility: 'hidden' } : undefined} aria-hidden={busy || undefined}>
        {children}
      </span>
      {busy && (
        <span
          style={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          {state === 'loading' ? (
            <Spinner size={18} />
          ) : (
            <IconCheck size={20} stroke={2.5} role="img" aria-label={t('common.done')} />
          )}
        </span>
      )}
    </Button>
  );
}
