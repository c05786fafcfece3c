import { IconArrowDown, IconArrowUp, IconGripVertical } from '@tabler/icons-react';
import type { HTMLAttributes, Ref } from 'react';
import { moveButtons } from '../lib/catalogue';
import classes from './catalogue.module.css';
import type { ItemLabels } from './tile-labels';

export interface MoveButtonsProps {
  index: number;
  count: number;
  /** Names the item for assistive technology: "Move Pizza up". */
  name: string;
  labels: ItemLabels;
  onMove: (step: -1 | 1) => void;
  testIdPrefix: string;
}

/**
 * docs/product.md#the-catalogue-page: move up and down; the first item has no up button, the last no down
 * button. Plain buttons: a grid shows dozens of them.
 */
export function MoveButtons({ index, count, name, labels, onMove, testIdPrefix }: MoveButtonsProps) {
  const { up, down } = moveButtons(index, count);
  // A missing button keeps its place, so the buttons of a column line up.
  const gap = <span aria-hidden className={classes.iconGap} />;
  return (
    <>
      {up ? (
        <button
          type="button"
          className={classes.iconButton}
          aria-label={labels.moveUpNamed(name)}
          title={labels.moveUp}
          onClick={(event) => {
            event.stopPropagation();
            onMove(-1);
          }}
          data-testid={`${testIdPrefix}-up`}
        >
          <IconArrowUp size={16} />
        </button>
      ) : (
        gap
      )}
      {down ? (
        <button
          type="button"
          className={classes.iconButton}
          aria-label={labels.moveDownNamed(name)}
          title={labels.moveDown}
          onClick={(event) => {
            event.stopPropagation();
            onMove(1);
          }}
          data-testid={`${testIdPrefix}-down`}
        >
          <IconArrowDown size={16} />
        </button>
      ) : (
        gap
      )}
    </>
  );
}

/** The grip an item is dragged by (mouse, long press, or Space + arrows from the keyboard). */
export function DragHandle({
  name,
  labels,
  testId,
  handleProps,
}: {
  name: string;
  labels: ItemLabels;
  testId: string;
  handleProps: HTMLAttributes<HTMLElement> & { ref: Ref<HTMLElement> };
}) {
  const { ref, ...props } = handleProps;
  return (
    <button
      type="button"
      {...props}
      ref={ref as Ref<HTMLButtonElement>}
      className={classes.iconButton}
      data-drag-handle
      aria-label={labels.dragNamed(name)}
      data-testid={testId}
      onClick={(event) => event.stopPropagation()}
    >
      <IconGripVertical size={16} />
    </button>
  );
}
