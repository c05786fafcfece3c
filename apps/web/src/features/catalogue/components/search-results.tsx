import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/i18n/react';
import { useAfterFirstPaint } from '@/shared/lib/use-after-first-paint';
import type { SectionMatches } from '../lib/catalogue';
import classes from './catalogue.module.css';
import { FIRST_PAINT_TILES } from './product-grid';
import { ProductTile, type ProductTileActions } from './product-tile';
import { sectionName } from './section-list';

/** Beyond this many found products the rest are left out: a narrower query finds them. */
export const SEARCH_RESULTS_MAX = 60;

/** The products matching the search across all sections, grouped by section. */
export function SearchResults({
  query,
  groups,
  popularIds,
  selectedProductId,
  actions,
  onOpenSection,
}: {
  query: string;
  groups: SectionMatches[];
  popularIds: ReadonlySet<number>;
  selectedProductId: number | null;
  actions: ProductTileActions;
  onOpenSection: (sectionId: number) => void;
}) {
  const { t } = useTranslation();
  const complete = useAfterFirstPaint();
  const total = groups.reduce((sum, group) => sum + group.products.length, 0);
  if (total === 0) {
    return (
      <Text c="dimmed" py="xl" ta="center" data-testid="catalog-search-empty" data-query={query}>
        {t('catalogue.search.nothingFound', { query: query.trim() })}
      </Text>
    );
  }
  let left = complete ? SEARCH_RESULTS_MAX : FIRST_PAINT_TILES;
  const shown = groups.flatMap((group) => {
    if (left <= 0) return [];
    const products = group.products.slice(0, left);
    left -= products.length;
    return [{ ...group, products }];
  });
  return (
    <Stack gap={0} data-testid="catalog-search-results" data-query={query} aria-live="polite">
      <Text size="sm" c="dimmed" mb="md" data-testid="catalog-search-count">
        {total > SEARCH_RESULTS_MAX
          ? t('catalogue.search.countCapped', { count: total, shown: SEARCH_RESULTS_MAX })
          : t('catalogue.search.count', { count: total })}
      </Text>
      {shown.map(({ section, products }) => (
        <section key={section.id} className={classes.resultsGroup} data-testid={`search-group-${section.id}`}>
          <Title order={3} fz="h4" mb="sm">
            <Anchor component="button" type="button" c="inherit" onClick={() => onOpenSection(section.id)}>
              {sectionName(section, actions.nameOf)}
            </Anchor>
          </Title>
          <div className={classes.grid} data-orientation={section.imageOrientation}>
            {products.map((product, index) => (
              <ProductTile
                key={product.id}
                product={product}
                sectionId={section.id}
                orientation={section.imageOrientation}
                index={index}
                count={products.length}
                selected={product.id === selectedProductId}
                popular={popularIds.has(product.id)}
                actions={actions}
              />
            ))}
          </div>
        </section>
      ))}
    </Stack>
  );
}
