import type { Section } from '@larder/contract';
import { Menu, Text, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconEyeOff, IconPlus } from '@tabler/icons-react';
import { memo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n/react';
import { type CatalogueSectionView, paths } from '@/shared/paths';
import { isLongTitle, moveButtons } from '../lib/catalogue';
import classes from './catalogue.module.css';
import { DragHandle, MoveButtons } from './item-controls';
import { DeleteEntry, ItemMenu, ModalEntry, RenameEntry } from './item-menu';
import { SortableArea, useSortableItem } from './sortable';
import type { ItemLabels } from './tile-labels';

export interface SectionActions {
  vendorId: number;
  canEdit: boolean;
  labels: ItemLabels;
  nameOf: (value: Section['nameI18n']) => string;
  onSelect: (sectionId: number) => void;
  onMove: (sectionId: number, step: -1 | 1) => void;
  onReorder: (orderedSectionIds: number[]) => void;
  onDelete: (section: Section) => void;
}

export const sectionName = (section: Section, nameOf: SectionActions['nameOf']) =>
  nameOf(section.nameI18n) || section.name;

/** The sections column: the add placeholder first (non-workers), then the sections in order. */
export function SectionList({
  sections,
  activeId,
  actions,
}: {
  sections: Section[];
  activeId: number | undefined;
  actions: SectionActions;
}) {
  const { t } = useTranslation();
  const ids = sections.map((section) => section.id);
  const names = new Map(sections.map((section) => [section.id, sectionName(section, actions.nameOf)]));
  return (
    <nav className={classes.sections} aria-label={t('catalogue.sections.label')} data-testid="section-list">
      {actions.canEdit && (
        <Link
          to={paths.catalogueModal(actions.vendorId, 'add-section', activeId)}
          className={classes.addEntry}
          data-testid="add-section"
        >
          <IconPlus size={18} />
          {t('catalogue.sections.add')}
        </Link>
      )}
      <SortableArea
        ids={ids}
        layout="list"
        onReorder={actions.onReorder}
        nameOf={(id) => names.get(id) ?? ''}
      >
        {sections.map((section, index) => (
          <SortableSectionItem
            key={section.id}
            section={section}
            index={index}
            count={sections.length}
            active={section.id === activeId}
            actions={actions}
          />
        ))}
      </SortableArea>
    </nav>
  );
}

const SortableSectionItem = memo(function SortableSectionItem({
  section,
  index,
  count,
  active,
  actions,
}: {
  section: Section;
  index: number;
  count: number;
  active: boolean;
  actions: SectionActions;
}) {
  const { t } = useTranslation();
  const { setNodeRef, style, handleProps, isDragging } = useSortableItem(section.id, !actions.canEdit);
  const name = sectionName(section, actions.nameOf);
  return (
    <div
      ref={setNodeRef}
      style={style}
      className={classes.sectionItem}
      data-active={active || undefined}
      data-dragging={isDragging || undefined}
      data-testid={`section-item-${section.id}`}
    >
      <button
        type="button"
        className={classes.sectionTrigger}
        onClick={() => actions.onSelect(section.id)}
        aria-current={active ? 'true' : undefined}
        data-testid={`section-trigger-${section.id}`}
      >
        <div className={classes.sectionName} data-long={isLongTitle(name) || undefined}>
          {name}
        </div>
        <Text size="xs" c="dimmed" component="div" style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
          {t('catalogue.sections.products', { count: section.products.length })}
          {!section.visible && (
            <Tooltip label={t('catalogue.sections.hiddenHint')}>
              <IconEyeOff size={13} aria-label={t('catalogue.sections.hidden')} role="img" />
            </Tooltip>
          )}
        </Text>
      </button>
      {actions.canEdit && (
        <>
          <DragHandle
            name={name}
            labels={actions.labels}
            testId={`section-drag-${section.id}`}
            handleProps={handleProps}
          />
          <MoveButtons
            index={index}
            count={count}
            name={name}
            labels={actions.labels}
            onMove={(step) => actions.onMove(section.id, step)}
            testIdPrefix={`section-move-${section.id}`}
          />
          <SectionMenu section={section} name={name} actions={actions} />
        </>
      )}
    </div>
  );
});

/** The section's detail modals (the other modals of a section are listed on their own). */
const SECTION_VIEWS: { view: CatalogueSectionView; label: string }[] = [
  { view: 'change-orientation', label: 'catalogue.section.orientation' },
  { view: 'set-catalog-category', label: 'catalogue.section.group' },
  { view: 'change-section-cooking-time', label: 'catalogue.section.cookingTime' },
  { view: 'change-section-working-hours', label: 'catalogue.section.workingHours' },
  // Without a product this view edits the catalogue's categories: named for what it opens.
  { view: 'change-section-categories-tags', label: 'catalogue.section.catalogueCategories' },
  { view: 'change-vat-rate', label: 'catalogue.section.vat' },
];

/** A section's menu: its modals, rename, delete; `move` adds up/down (the mobile layout has no buttons for them). */
export function SectionMenu({
  section,
  name,
  actions,
  move,
  testId = `section-menu-${section.id}`,
}: {
  section: Section;
  name: string;
  actions: SectionActions;
  move?: { index: number; count: number };
  testId?: string;
}) {
  const { t } = useTranslation();
  const link = (view: CatalogueSectionView) =>
    paths.catalogueSectionModal(actions.vendorId, view, section.id);
  const buttons = move ? moveButtons(move.index, move.count) : { up: false, down: false };
  return (
    <ItemMenu label={actions.labels.sectionActions(name)} testId={testId} width={250}>
      {SECTION_VIEWS.map(({ view, label }) => (
        <ModalEntry key={view} to={link(view)} testId={`section-action-${view}`}>
          {t(label as 'catalogue.section.orientation')}
        </ModalEntry>
      ))}
      <Menu.Divider />
      <RenameEntry to={link('rename')} testId="section-action-rename" />
      {buttons.up && (
        <Menu.Item leftSection={<IconArrowUp size={16} />} onClick={() => actions.onMove(section.id, -1)}>
          {t('catalogue.item.moveUp')}
        </Menu.Item>
      )}
      {buttons.down && (
        <Menu.Item leftSection={<IconArrowDown size={16} />} onClick={() => actions.onMove(section.id, 1)}>
          {t('catalogue.item.moveDown')}
        </Menu.Item>
      )}
      <DeleteEntry onClick={() => actions.onDelete(section)} testId="section-action-delete" />
    </ItemMenu>
  );
}

/** The sections as a row of chips (mobile layout): tap to select; the header menu moves them. */
export function SectionChips({
  sections,
  activeId,
  actions,
}: {
  sections: Section[];
  activeId: number | undefined;
  actions: SectionActions;
}) {
  const { t } = useTranslation();
  return (
    <nav className={classes.chips} aria-label={t('catalogue.sections.label')} data-testid="section-chips">
      {actions.canEdit && (
        <Link
          to={paths.catalogueModal(actions.vendorId, 'add-section', activeId)}
          className={classes.chip}
          data-testid="add-section"
        >
          + {t('catalogue.sections.add')}
        </Link>
      )}
      {sections.map((section) => (
        <button
          key={section.id}
          type="button"
          className={classes.chip}
          data-active={section.id === activeId || undefined}
          data-hidden={!section.visible || undefined}
          aria-current={section.id === activeId ? 'true' : undefined}
          onClick={() => actions.onSelect(section.id)}
          data-testid={`section-trigger-${section.id}`}
        >
          {sectionName(section, actions.nameOf)}
        </button>
      ))}
    </nav>
  );
}
