import { Button } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '@/test/render-app';
import { DeferredMenu } from './deferred-menu';

function Delays({ onPick }: { onPick: (minutes: number) => void }) {
  return (
    <DeferredMenu target={<Button>Later</Button>}>
      {({ Menu }) => (
        <>
          <Menu.Item onClick={() => onPick(10)}>In 10 min</Menu.Item>
          <Menu.Item onClick={() => onPick(20)}>In 20 min</Menu.Item>
        </>
      )}
    </DeferredMenu>
  );
}

describe('DeferredMenu', () => {
  it('is its button alone until pressed, then opens at the first press with its items', async () => {
    const onPick = vi.fn();
    render(
      <TestProviders>
        <Delays onPick={onPick} />
      </TestProviders>,
    );
    const target = screen.getByRole('button', { name: 'Later' });
    expect(target.getAttribute('aria-haspopup')).toBe('menu');
    expect(target.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();

    fireEvent.click(target);
    const menu = await screen.findByRole('menu');
    expect(screen.getByRole('button', { name: 'Later' }).getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('menuitem', { name: 'In 20 min' }));
    expect(onPick).toHaveBeenCalledExactlyOnceWith(20);
    await waitFor(() => expect(menu.isConnected).toBe(false));

    // Opened again, it is the same menu.
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'In 10 min' }));
    expect(onPick).toHaveBeenLastCalledWith(10);
  });

  it('gives the focus back to its button when closed with Escape, from the first opening on', async () => {
    render(
      <TestProviders>
        <Delays onPick={() => {}} />
      </TestProviders>,
    );
    const pressed = screen.getByRole('button', { name: 'Later' });
    pressed.focus();
    fireEvent.click(pressed);
    const menu = await screen.findByRole('menu');
    fireEvent.keyDown(menu, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Later' })));
  });

  it('tells a controlled owner it opened, at the first press', async () => {
    const onChange = vi.fn();
    function Controlled() {
      return (
        <DeferredMenu opened={false} onChange={onChange} target={<Button>Pause</Button>}>
          {({ Menu }) => <Menu.Item>For 15 min</Menu.Item>}
        </DeferredMenu>
      );
    }
    render(
      <TestProviders>
        <Controlled />
      </TestProviders>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(onChange).toHaveBeenCalledWith(true);
  });
});
