import type { Section } from '@larder/contract';
import { Badge, Button, Group, Switch, Text, Title } from '@mantine/core';
import { IconListSearch, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/paths';
import { isLongTitle } from '../lib/catalogue';
import classes from './catalogue.module.css';
import { type ProductTileActions, SortableProductTile } from './product-tile';
import { type SectionActions, SectionMenu, sectionName } from './section-list';
import { SortableArea } from './sortable';

export interface ProductGridProps {
  section: Section;
  sectionIndex: number;
  sectionCount: number;
  selectedProductId: number | null;
  popularIds: ReadonlySet<number>;
  tileActions: ProductTileActions;
  sectionActions: SectionActions;
  onToggleSectionVisible: (section: Section, visible: boolean) => void;
  onReorderProducts: (sectionId: number, orderedProductIds: number[]) => void;
  /** The mobile layout has no move buttons on the sections: the section menu offers them. */
  moveInMenu: boolean;
}

/** The active section: its header, then the add placeholder (non-workers) and its products in order. */
export function ProductGrid({
  section,
  sectionIndex,
  sectionCount,
  selectedProductId,
  popularIds,
  tileActions,
  sectionActions,
  onToggleSectionVisible,
  onReorderProducts,
  moveInMenu,
}: ProductGridProps) {
  const { t } = useTranslation();
  const { canEdit, vendorId } = tileActions;
  const name = sectionName(section, sectionActions.nameOf);
  const ids = section.products.map((product) => product.id);
  const names = new Map(
    section.products.map((product) => [product.id, tileActions.nameOf(product.nameI18n) || product.name]),
  );

  return (
    <section aria-labelledby="active-section-title" data-testid="product-grid" data-section={section.id}>
      <Group justify="space-between" align="center" gap="sm" mb="md" wrap="wrap">
        <Group gap="xs" align="center" style={{ minWidth: 0, flex: '1 1 240px' }} wrap="nowrap">
          <Title
            id="active-section-title"
            order={2}
            fz={isLongTitle(name) ? 'h4' : 'h3'}
            style={{ overflowWrap: 'anywhere' }}
            data-testid="active-section-title"
          >
            {name}
          </Title>
          {!section.visible && (
            <Badge color="gray" variant="light" data-testid="section-hidden-badge">
              {t('catalogue.sections.hidden')}
            </Badge>
          )}
        </Group>
        {canEdit && (
          <Group gap="sm" wrap="nowrap">
            <Switch
              label={t('catalogue.section.visible')}
              checked={section.visible}
              onChange={(event) => onToggleSectionVisible(section, event.currentTarget.checked)}
              data-testid="section-visible"
            />
            <Button
              component={Link}
              to={paths.catalogueSectionModal(vendorId, 'add-product', section.id)}
              variant="light"
              size="xs"
              leftSection={<IconListSearch size={16} />}
              data-testid="add-existing-product"
            >
              {t('catalogue.products.addExisting')}
            </Button>
            <SectionMenu
              section={section}
              name={name}
              actions={sectionActions}
              move={moveInMenu ? { index: sectionIndex, count: sectionCount } : undefined}
              testId="active-section-menu"
            />
          </Group>
        )}
      </Group>

      {section.products.length === 0 && !canEdit && (
        <Text c="dimmed" data-testid="section-empty">
          {t('catalogue.products.empty')}
        </Text>
      )}

      <div className={classes.grid} data-orientation={section.imageOrientation}>
        {canEdit && (
          <div className={classes.addTile} data-testid="add-product-placeholder">
            <Button
              component={Link}
              to={paths.catalogueSectionModal(vendorId, 'create-product', section.id)}
              leftSection={<IconPlus size={18} />}
              data-testid="create-product"
            >
              {t('catalogue.products.create')}
            </Button>
            <Button
              component={Link}
              to={paths.catalogueSectionModal(vendorId, 'add-product', section.id)}
              variant="subtle"
              size="xs"
            >
              {t('catalogue.products.addExisting')}
            </Button>
          </div>
        )}
        <SortableArea
          ids={ids}
          layout="grid"
          onReorder={(orderedIds) => onReorderProducts(section.id, orderedIds)}
          nameOf={(id) => names.get(id) ?? ''}
        >
          {section.products.map((product, index) => (
            <SortableProductTile
              key={product.id}
              product={product}
              sectionId={section.id}
              orientation={section.imageOrientation}
              index={index}
              count={section.products.length}
              selected={product.id === selectedProductId}
              popular={popularIds.has(product.id)}
              actions={tileActions}
            />
          ))}
        </SortableArea>
      </div>
    </section>
  );
}
