import type { MenuDropdownProps, MenuProps } from '@mantine/core';
import {
  cloneElement,
  type HTMLAttributes,
  type ReactElement,
  type ReactNode,
  type Ref,
  useEffect,
  useRef,
  useState,
} from 'react';
import { deferredModule, useDeferredModule } from '@/shared/lib/deferred-module';

export const menuModule = deferredModule(() => import('./mantine-menu'));

/** Mantine's Menu, and the select a menu may hold, for a menu's content. */
export type MenuModule = typeof import('./mantine-menu');

export interface DeferredMenuProps extends Omit<MenuProps, 'children' | 'defaultOpened'> {
  /** The button that opens the menu. */
  target: ReactElement<HTMLAttributes<HTMLElement> & { ref?: Ref<HTMLElement> }>;
  /** The dropdown's content, given Mantine's Menu for its items (and NativeSelect). */
  children: (menu: MenuModule) => ReactNode;
  dropdownProps?: MenuDropdownProps & { 'data-testid'?: string };
}

/**
 * Mantine's Menu without its code in the first screen: until the first press the target is rendered
 * alone (the markup the server sends, hydrated as is); that press opens the menu, whose code is
 * usually there already (preloaded once the app is idle) or downloads then.
 */
export function DeferredMenu({ target, children, dropdownProps, ...menuProps }: DeferredMenuProps) {
  const [presses, setPresses] = useState(0);
  const module = useDeferredModule(menuModule, presses);
  const controlled = menuProps.opened !== undefined;
  const [opened, setOpened] = useState(false);
  // The menu's button replaces the one pressed: it takes over the focus, then the menu opens (in a
  // render of its own, so Mantine notes where the focus was and gives it back on close).
  const [mounted, setMounted] = useState(false);
  const menuTarget = useRef<HTMLElement>(null);
  const pressedHadFocus = useRef(false);
  useEffect(() => {
    if (!module) return;
    if (pressedHadFocus.current) menuTarget.current?.focus();
    setMounted(true);
  }, [module]);

  if (!module) {
    return cloneElement(target, {
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      onClick: (event) => {
        target.props.onClick?.(event);
        pressedHadFocus.current = document.activeElement === event.currentTarget;
        setPresses((count) => count + 1);
        setOpened(true);
        menuProps.onChange?.(true);
      },
    });
  }
  const { Menu } = module;
  return (
    <Menu
      {...menuProps}
      opened={mounted && (controlled ? menuProps.opened : opened)}
      onChange={(next) => {
        setOpened(next);
        menuProps.onChange?.(next);
      }}
    >
      <Menu.Target>{cloneElement(target, { ref: menuTarget })}</Menu.Target>
      <Menu.Dropdown {...dropdownProps}>{children(module)}</Menu.Dropdown>
    </Menu>
  );
}
