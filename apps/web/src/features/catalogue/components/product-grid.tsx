import type { Section } from '@larder/contract';
import { Badge, Button, Group, Text } from '@mantine/core';
import { IconListSearch, IconPlus } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n/react';
import { useAfterFirstPaint } from '@/shared/lib/use-after-first-paint';
import { paths } from '@/shared/paths';
import classes from './catalogue.module.css';
import { GridHeader } from './grid-header';
import { type ProductTileActions, SortableProductTile } from './product-tile';
import { type SectionActions, SectionMenu, sectionName } from './section-list';
import { SortableArea } from './sortable';

/**
 * A section shows its products this many at a time, more as the list scrolls to its end: a section
 * of 2,000 products opens at once and scrolls smoothly.
 */
export const PRODUCT_PAGE_SIZE = 60;

/**
 * Tiles in the first render of a section or of search results: the rows a screen shows. The others
 * follow in the next render, so the first rows are on screen sooner after a click or a keystroke.
 */
export const FIRST_PAINT_TILES = 12;

/** How many of a section's products are shown: a page more whenever `sentinel` scrolls into view. */
function useShownCount(sectionId: number, total: number, mustShowIndex: number) {
  const [shown, setShown] = useState({ sectionId, count: PRODUCT_PAGE_SIZE });
  const count = shown.sectionId === sectionId ? shown.count : PRODUCT_PAGE_SIZE;
  const showMore = () => setShown({ sectionId, count: count + PRODUCT_PAGE_SIZE });
  const sentinel = useRef<HTMLDivElement>(null);
  const more = count < total;
  useEffect(() => {
    const target = sentinel.current;
    if (!more || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setShown((current) => ({
            sectionId,
            count: (current.sectionId === sectionId ? current.count : PRODUCT_PAGE_SIZE) + PRODUCT_PAGE_SIZE,
          }));
        }
      },
      // A screen ahead: the next page is there before the user reaches the end.
      { rootMargin: '100% 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [more, sectionId]);
  // A product opened by its link is shown even when it is far down the section.
  return { count: Math.max(count, mustShowIndex + 1), showMore, sentinel };
}

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
  const selectedIndex = section.products.findIndex((product) => product.id === selectedProductId);
  const { count, showMore, sentinel } = useShownCount(section.id, section.products.length, selectedIndex);
  const complete = useAfterFirstPaint(section.id);
  const rendered = complete ? count : Math.min(count, Math.max(FIRST_PAINT_TILES, selectedIndex + 1));
  const shown = section.products.slice(0, rendered);
  const ids = shown.map((product) => product.id);
  // A drag reorders the shown products; the ones not shown yet keep their places after them.
  const notShownIds = section.products.slice(rendered).map((product) => product.id);
  const left = section.products.length - count;
  const names = new Map(
    section.products.map((product) => [product.id, tileActions.nameOf(product.nameI18n) || product.name]),
  );

  return (
    <section aria-labelledby="active-section-title" data-testid="product-grid" data-section={section.id}>
      <GridHeader
        titleId="active-section-title"
        name={name}
        badges={
          !section.visible && (
            <Badge color="gray" variant="light" data-testid="section-hidden-badge">
              {t('catalogue.sections.hidden')}
            </Badge>
          )
        }
        visibility={
          canEdit
            ? {
                label: t('catalogue.section.visible'),
                checked: section.visible,
                onChange: (visible) => onToggleSectionVisible(section, visible),
                testId: 'section-visible',
              }
            : undefined
        }
        actions={
          canEdit && (
            <>
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
            </>
          )
        }
      />

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
          onReorder={(orderedIds) => onReorderProducts(section.id, [...orderedIds, ...notShownIds])}
          nameOf={(id) => names.get(id) ?? ''}
        >
          {shown.map((product, index) => (
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
      {left > 0 && (
        <Group justify="center" mt="lg" ref={sentinel}>
          <Button variant="light" onClick={showMore} data-testid="show-more-products">
            {t('catalogue.products.showMore', { count: Math.min(left, PRODUCT_PAGE_SIZE) })}
          </Button>
        </Group>
      )}
    </section>
  );
}
