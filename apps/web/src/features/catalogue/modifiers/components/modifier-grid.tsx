import { type Component, type ComponentGroup, formatMoney, type RestockRequest } from '@larder/contract';
import { Badge, Button, Text } from '@mantine/core';
import { IconEdit, IconPlus, IconToolsKitchen2 } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n/react';
import { ResponsiveImage } from '@/shared/images/responsive-image';
import { paths } from '@/shared/paths';
import { type AvailabilityChoice, AvailabilitySwitch, BackAt } from '../../components/availability-switch';
import classes from '../../components/catalogue.module.css';
import { GridHeader } from '../../components/grid-header';
import { MoveButtons } from '../../components/item-controls';
import { DeleteEntry, ItemMenu, ModalEntry } from '../../components/item-menu';
import { StockControl } from '../../components/stock-control';
import type { ItemLabels } from '../../components/tile-labels';
import { useModifierCountLabel } from '../hooks/use-modifier-count-label';
import { type GroupActions, GroupMenu, groupName } from './modifier-group-list';

/** Component tiles sit two to four in a row, like product tiles. */
const COMPONENT_IMAGE_SIZES = '(max-width: 640px) 50vw, (max-width: 1080px) 33vw, 280px';

export interface ModifierTileActions {
  vendorId: number;
  canEdit: boolean;
  /** Restock and set the count (workers too). */
  canRestock: boolean;
  currencyCode: string;
  uiLanguage: string;
  /** The vendor's time zone: "back at" times are its wall clock. */
  timeZone: string;
  labels: ItemLabels;
  nameOf: (value: Component['nameI18n']) => string;
  onMove: (group: ComponentGroup, componentId: number, step: -1 | 1) => void;
  onSetAvailable: (component: Component, choice: AvailabilityChoice) => void;
  onRestock: (component: Component, body: RestockRequest) => void;
  onDelete: (group: ComponentGroup, component: Component) => void;
}

/** The selected component group: its header, the add placeholder (non-workers) and its components. */
export function ModifierGrid({
  group,
  groupActions,
  tileActions,
}: {
  group: ComponentGroup;
  groupActions: GroupActions;
  tileActions: ModifierTileActions;
}) {
  const { t } = useTranslation();
  const countLabel = useModifierCountLabel();
  const { canEdit, vendorId } = tileActions;
  const name = groupName(group, groupActions.nameOf);
  return (
    <section aria-labelledby="active-group-title" data-testid="component-grid" data-group={group.id}>
      <GridHeader
        titleId="active-group-title"
        name={name}
        badges={
          <>
            <Badge variant="light" data-testid="group-display-mode">
              {group.displayMode === 'TILE' ? t('modifiers.display.tile') : t('modifiers.display.list')}
            </Badge>
            {!group.visible && (
              <Badge color="gray" variant="light" data-testid="group-hidden-badge">
                {t('modifiers.groups.hidden')}
              </Badge>
            )}
          </>
        }
        aside={
          <Text size="sm" c="dimmed">
            {countLabel(group.components.length)}
          </Text>
        }
        visibility={
          canEdit
            ? {
                label: t('modifiers.groups.visible'),
                checked: group.visible,
                onChange: (visible) => groupActions.onToggleVisible(group, visible),
                testId: 'group-visible',
              }
            : undefined
        }
        actions={
          canEdit && <GroupMenu group={group} name={name} actions={groupActions} testId="active-group-menu" />
        }
      />
      {group.vendorNotes && (
        <Text size="sm" c="dimmed" mb="md" data-testid="group-notes">
          {group.vendorNotes}
        </Text>
      )}

      <div className={classes.grid} data-orientation="HORIZONTAL">
        {canEdit && (
          <div className={classes.addTile} data-testid="add-component-placeholder">
            <Button
              component={Link}
              to={paths.catalogueGroupModal(vendorId, 'add-component', group.id)}
              leftSection={<IconPlus size={18} />}
              data-testid="add-component"
            >
              {t('modifiers.components.add')}
            </Button>
          </div>
        )}
        {group.components.map((component, index) => (
          <ModifierTile
            key={component.id}
            group={group}
            component={component}
            index={index}
            count={group.components.length}
            actions={tileActions}
          />
        ))}
      </div>
    </section>
  );
}

function ModifierTile({
  group,
  component,
  index,
  count,
  actions,
}: {
  group: ComponentGroup;
  component: Component;
  index: number;
  count: number;
  actions: ModifierTileActions;
}) {
  const { t } = useTranslation();
  const name = actions.nameOf(component.nameI18n) || component.name;
  const money = (amount: number) =>
    actions.currencyCode ? formatMoney(amount, actions.currencyCode, actions.uiLanguage) : amount.toFixed(2);
  const editLink = paths.catalogueGroupModal(actions.vendorId, 'edit-component', group.id, component.id);
  return (
    <article
      className={classes.tile}
      data-orientation="HORIZONTAL"
      data-testid={`component-tile-${component.id}`}
      data-available={component.available}
      aria-label={name}
    >
      <div className={classes.tileMedia} data-dimmed={!component.available || undefined}>
        {component.image ? (
          <ResponsiveImage
            image={component.image}
            sizes={COMPONENT_IMAGE_SIZES}
            data-testid="component-image"
          />
        ) : (
          <span className={classes.placeholder}>
            <IconToolsKitchen2 size={36} stroke={1.4} />
          </span>
        )}
      </div>
      <div className={classes.tileBody}>
        {actions.canEdit ? (
          <Link to={editLink} className={classes.tileName} data-testid="component-name">
            {name}
          </Link>
        ) : (
          <span className={classes.tileName} data-testid="component-name">
            {name}
          </span>
        )}
        <div className={classes.tileLine}>
          <span className={classes.price} data-testid="component-price">
            {money(component.price)}
          </span>
          {component.weight > 0 && (
            <span className={classes.muted}>{t('catalogue.units.g', { value: component.weight })}</span>
          )}
        </div>
        <div className={classes.switches}>
          <AvailabilitySwitch
            label={t('catalogue.product.available')}
            item={component}
            onChange={(choice) => actions.onSetAvailable(component, choice)}
            testId={`component-available-${component.id}`}
          />
        </div>
        <BackAt item={component} timeZone={actions.timeZone} testId={`component-back-at-${component.id}`} />
        <StockControl
          name={name}
          stock={component.stock}
          canRestock={actions.canRestock}
          onRestock={(body) => actions.onRestock(component, body)}
          testId={`component-stock-${component.id}`}
        />
        {actions.canEdit && (
          <div className={classes.tileFooter}>
            <span style={{ display: 'flex' }}>
              <MoveButtons
                index={index}
                count={count}
                name={name}
                labels={actions.labels}
                onMove={(step) => actions.onMove(group, component.id, step)}
                testIdPrefix={`component-move-${component.id}`}
              />
            </span>
            <ItemMenu
              label={t('modifiers.components.actions', { name })}
              testId={`component-menu-${component.id}`}
              width={220}
            >
              <ModalEntry to={editLink} testId="component-action-edit" icon={<IconEdit size={16} />}>
                {t('modifiers.components.edit')}
              </ModalEntry>
              <DeleteEntry
                onClick={() => actions.onDelete(group, component)}
                testId="component-action-delete"
              />
            </ItemMenu>
          </div>
        )}
      </div>
    </article>
  );
}
