import { formatMoney, LIMITS, type Product } from '@larder/contract';
import { Badge, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCheck, IconPlus, IconSearch, IconX } from '@tabler/icons-react';
import { type ReactNode, useDeferredValue, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@/i18n/react';
import { useWarning } from '@/shared/components/warning-modal';
import { productImageSources } from '@/shared/images/image-sources';
import { ImageThumb } from '@/shared/images/image-thumb';
import { POPULAR_PRODUCTS_MODAL } from '@/shared/paths';
import { useAddProductToSection } from '../../api/add-product-to-section';
import { usePopularProducts } from '../../api/get-popular-products';
import { useTogglePopularProduct } from '../../api/toggle-popular-product';
import { useCatalogueSelection } from '../../hooks/use-catalogue-selection';
import { canAddPopular, createCatalogueSearch, pickActiveSection, pickerGroups } from '../../lib/catalogue';
import { sectionName } from '../section-list';
import { CatalogueModalFrame, ItemNotFound, type LoadedCatalogueContext } from './catalogue-modal-frame';

/** Rows the picker lists at most; a narrower search finds the rest. */
export const PICKER_ROWS_MAX = 100;

/**
 * view=add-product (docs/product.md#popular-products): search by name, results grouped by section,
 * "nothing found" when empty. With `section` it adds existing products to that section; with
 * `modal=popular` it picks the popular products (at most 9): a popular product is removed
 * by its toggle, any other added while fewer than 9 are chosen.
 */
export function AddProductModal() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const popular = searchParams.get('modal') === POPULAR_PRODUCTS_MODAL;
  return (
    <CatalogueModalFrame title={popular ? t('catalogue.popular.title') : t('catalogue.addProduct.title')}>
      {(context) => (popular ? <PopularPicker context={context} /> : <SectionPicker context={context} />)}
    </CatalogueModalFrame>
  );
}

type RowAction = (product: Product) => ReactNode;

function ProductPicker({
  context,
  excludeSectionId,
  action,
  header,
}: {
  context: LoadedCatalogueContext;
  excludeSectionId?: number;
  action: RowAction;
  header?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const { catalogue, nameOf, currencyCode } = context;
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const search = useMemo(() => createCatalogueSearch(catalogue), [catalogue]);
  const { groups, total } = useMemo(
    () => pickerGroups(catalogue, search, deferred, { excludeSectionId, limit: PICKER_ROWS_MAX }),
    [catalogue, search, deferred, excludeSectionId],
  );
  const money = (amount: number) =>
    currencyCode ? formatMoney(amount, currencyCode, i18n.language) : String(amount);

  return (
    <Stack gap="md">
      {header}
      <TextInput
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        placeholder={t('catalogue.addProduct.searchPlaceholder')}
        aria-label={t('catalogue.addProduct.searchPlaceholder')}
        leftSection={<IconSearch size={16} />}
        type="search"
        data-autofocus
        data-testid="add-product-search"
        maw="44rem"
      />
      {total === 0 ? (
        <Text c="dimmed" ta="center" py="lg" data-testid="add-product-nothing-found">
          {t('catalogue.nothingFound')}
        </Text>
      ) : (
        <Stack gap="lg" data-testid="add-product-results">
          {groups.map(({ section, products }) => (
            <section key={section.id} data-testid={`add-product-group-${section.id}`}>
              <Title order={3} fz="sm" c="dimmed" tt="uppercase" mb={6}>
                {sectionName(section, nameOf)}
              </Title>
              <Stack gap={4}>
                {products.map((product) => (
                  <Group
                    key={product.id}
                    justify="space-between"
                    gap="sm"
                    wrap="nowrap"
                    py={6}
                    style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
                    data-testid={`add-product-row-${product.id}`}
                  >
                    <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                      <ImageThumb sources={productImageSources(product)} />
                      <div style={{ minWidth: 0 }}>
                        <Text fw={600} truncate>
                          {nameOf(product.nameI18n) || product.name}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {product.price > 0
                            ? money(product.discountPrice ?? product.price)
                            : t('catalogue.product.noPrice')}
                        </Text>
                      </div>
                    </Group>
                    {action(product)}
                  </Group>
                ))}
              </Stack>
            </section>
          ))}
          {total > PICKER_ROWS_MAX && (
            <Text size="sm" c="dimmed" ta="center">
              {t('catalogue.addProduct.more', { count: total - PICKER_ROWS_MAX })}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}

function SectionPicker({ context }: { context: LoadedCatalogueContext }) {
  const { t } = useTranslation();
  const { sectionId } = useCatalogueSelection();
  const section = pickActiveSection(context.catalogue, sectionId);
  const addProduct = useAddProductToSection(context.accountId);
  const { warn, warningModal } = useWarning();
  const [added, setAdded] = useState<ReadonlySet<number>>(new Set());
  if (!section) return <ItemNotFound />;

  const add = (product: Product) =>
    addProduct.mutate(
      { sectionId: section.id, productId: product.id },
      {
        onSuccess: () => setAdded((current) => new Set(current).add(product.id)),
        onError: () => warn(),
      },
    );

  return (
    <>
      <ProductPicker
        context={context}
        excludeSectionId={section.id}
        header={
          <Text size="sm" c="dimmed">
            {t('catalogue.addProduct.into', { section: sectionName(section, context.nameOf) })}
          </Text>
        }
        action={(product) =>
          added.has(product.id) ? (
            <Badge
              color="teal"
              variant="light"
              leftSection={<IconCheck size={12} />}
              data-testid="product-added"
            >
              {t('catalogue.addProduct.added')}
            </Badge>
          ) : (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlus size={14} />}
              loading={addProduct.isPending && addProduct.variables?.productId === product.id}
              onClick={() => add(product)}
              data-testid={`add-product-${product.id}`}
            >
              {t('catalogue.addProduct.add')}
            </Button>
          )
        }
      />
      {warningModal}
    </>
  );
}

function PopularPicker({ context }: { context: LoadedCatalogueContext }) {
  const { t } = useTranslation();
  const popularQuery = usePopularProducts(context.accountId);
  const toggle = useTogglePopularProduct(context.accountId);
  const { warn, warningModal } = useWarning();
  const ids = popularQuery.data?.map((product) => product.id) ?? context.catalogue.popularProductIds;
  const chosen = new Set(ids);
  const addable = canAddPopular(chosen.size);

  const run = (product: Product, popular: boolean) =>
    toggle.mutate(
      { productId: product.id, popular },
      {
        onError: () =>
          warn(popular ? undefined : t('catalogue.popular.full', { max: LIMITS.popularProducts })),
      },
    );
  const busy = (product: Product) => toggle.isPending && toggle.variables?.productId === product.id;

  return (
    <>
      <ProductPicker
        context={context}
        header={
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="dimmed">
              {addable
                ? t('catalogue.popular.hint', { max: LIMITS.popularProducts })
                : t('catalogue.popular.full', { max: LIMITS.popularProducts })}
            </Text>
            <Badge size="lg" variant="light" color={addable ? 'blue' : 'orange'} data-testid="popular-count">
              {t('catalogue.popular.count', { count: chosen.size, max: LIMITS.popularProducts })}
            </Badge>
          </Group>
        }
        action={(product) =>
          chosen.has(product.id) ? (
            <Button
              size="xs"
              variant="light"
              color="red"
              leftSection={<IconX size={14} />}
              loading={busy(product)}
              onClick={() => run(product, true)}
              data-testid={`popular-remove-${product.id}`}
            >
              {t('catalogue.popular.remove')}
            </Button>
          ) : addable ? (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlus size={14} />}
              loading={busy(product)}
              onClick={() => run(product, false)}
              data-testid={`popular-add-${product.id}`}
            >
              {t('catalogue.popular.add')}
            </Button>
          ) : null
        }
      />
      {warningModal}
    </>
  );
}
