import { Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import classes from './catalogue.module.css';

/**
 * An item's "…" menu that costs a plain button until it is first opened: a grid of 40 tiles (or 60
 * search results) would otherwise mount 40 Mantine menus nobody opened, and create their entries.
 * The menu itself is Mantine's, mounted on the first click and kept from then on.
 */
export function ItemMenu({
  label,
  testId,
  width,
  children,
}: {
  label: string;
  testId: string;
  width: number;
  children: ReactNode;
}) {
  const [mounted, setMounted] = useState(false);
  const [opened, setOpened] = useState(false);
  const button = (
    <button
      type="button"
      className={classes.iconButton}
      aria-label={label}
      aria-haspopup="menu"
      data-testid={testId}
      onClick={
        mounted
          ? undefined
          : () => {
              setMounted(true);
              setOpened(true);
            }
      }
    >
      <IconDots size={18} />
    </button>
  );
  if (!mounted) return button;
  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-end" withinPortal shadow="md" width={width}>
      <Menu.Target>{button}</Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}
