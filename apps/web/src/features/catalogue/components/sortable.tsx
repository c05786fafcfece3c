import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  MouseSensor,
  type ScreenReaderInstructions,
  TouchSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { TIMINGS_MS } from '@larder/contract';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { reorderAfterDrop } from '../lib/catalogue';

/**
 * Drag-and-drop ordering (docs/product.md#widgets). A mouse drag starts after 5 px of movement (a click stays
 * a click); a touch drag after a long press that moved less than 5 px (so a swipe still scrolls the page);
 * the keyboard sensor lets the handle be picked up with Space and moved with the arrow keys.
 */
function useDragSensors() {
  const tolerance = TIMINGS_MS.dragTolerancePx;
  return useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: tolerance } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}

export interface SortableAreaProps {
  ids: number[];
  /** A vertical list (sections) or a wrapping grid (products). */
  layout: 'list' | 'grid';
  /** Called with the whole new order after a drop that changed it. */
  onReorder: (orderedIds: number[]) => void;
  /** Names an item for the screen-reader announcements. */
  nameOf: (id: number) => string;
  children: ReactNode;
}

/** A list whose items (rendered with useSortableItem) can be reordered by dragging their handle. */
export function SortableArea({ ids, layout, onReorder, nameOf, children }: SortableAreaProps) {
  const { t } = useTranslation();
  const sensors = useDragSensors();
  const name = (id: UniqueIdentifier) => nameOf(Number(id));
  const position = (id: UniqueIdentifier) => ids.indexOf(Number(id)) + 1;

  const instructions: ScreenReaderInstructions = { draggable: t('catalogue.drag.instructions') };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('catalogue.drag.pickedUp', { name: name(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('catalogue.drag.over', { name: name(active.id), position: position(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('catalogue.drag.dropped', { name: name(active.id), position: position(over.id) })
        : t('catalogue.drag.cancelled', { name: name(active.id) }),
    onDragCancel: ({ active }) => t('catalogue.drag.cancelled', { name: name(active.id) }),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(reorderAfterDrop(ids, Number(active.id), Number(over.id)));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: instructions }}
    >
      <SortableContext
        items={ids}
        strategy={layout === 'grid' ? rectSortingStrategy : verticalListSortingStrategy}
      >
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** One draggable item: its node ref and style, and the props of its drag handle. */
export function useSortableItem(id: number, disabled = false) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, disabled });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
    zIndex: isDragging ? 2 : undefined,
    position: 'relative',
  };
  const handleProps = { ...attributes, ...listeners, ref: setActivatorNodeRef };
  return { setNodeRef, style, handleProps, isDragging };
}
