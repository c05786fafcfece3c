import type { MenuDropdownProps, MenuProps } from '@mantine/core';
import { cloneElement, type HTMLAttributes, type ReactElement, type ReactNode, useState } from 'react';
import { deferredModule, useDeferredModule } from '@/shared/lib/deferred-module';

export const menuModule = deferredModule(() => import('./mantine-menu'));

type MenuComponent = typeof import('./mantine-menu').Menu;

export interface DeferredMenuProps extends Omit<MenuProps, 'children' | 'defaultOpened'> {
  /** The button that opens the menu. */
  target: ReactElement<HTMLAttributes<HTMLElement>>;
  /** The dropdown's content, given Mantine's Menu for its items. */
  children: (Menu: MenuComponent) => ReactNode;
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
  if (!module) {
    return cloneElement(target, {
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      onClick: (event) => {
        target.props.onClick?.(event);
        setPresses((count) => count + 1);
        menuProps.onChange?.(true);
      },
    });
  }
  const { Menu } = module;
  return (
    <Menu {...menuProps} defaultOpened={menuProps.opened === undefined}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown {...dropdownProps}>{children(Menu)}</Menu.Dropdown>
    </Menu>
  );
}
