import { CATALOGUE_ERROR_CODES, type Catalogue, LIMITS, type Section } from '@larder/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/i18n/react';
import { isApiError } from '@/shared/api/api-error';
import { useWarning } from '@/shared/components/warning-modal';
import { paths } from '@/shared/paths';
import { updateCachedCatalogue } from '../api/catalogue-cache';
import { useChangeProductOrder } from '../api/change-product-order';
import { useChangeSectionOrder } from '../api/change-section-order';
import { useDeleteProduct } from '../api/delete-product';
import { useDeleteSection } from '../api/delete-section';
import { useRemoveProductFromSection } from '../api/remove-product-from-section';
import { useRestockProduct } from '../api/restock-product';
import { useSetProductAvailable } from '../api/set-product-available';
import { useTogglePopularProduct } from '../api/toggle-popular-product';
import { useUpdateProduct } from '../api/update-product';
import { useUpdateSection } from '../api/update-section';
import { DeleteDialog, type DeleteTarget } from '../components/delete-dialog';
import type { ProductTileActions } from '../components/product-tile';
import { type SectionActions, sectionName } from '../components/section-list';
import { itemLabels } from '../components/tile-labels';
import { orderChanged, reorderByStep, withProduct, withSection } from '../lib/catalogue';
import type { CatalogueContext } from './use-catalogue-context';
import { useCatalogueSelection } from './use-catalogue-selection';

/**
 * Everything the catalogue page does to its items, as stable callbacks (so memoised tiles do not
 * re-render when another tile changes), plus the delete dialog and the warning modal to render.
 */
export function useCatalogueActions(context: CatalogueContext, popularCount: number) {
  const { accountId, vendorId, canEdit, canPrice, canRestock, currencyCode, uiLanguage, timeZone, nameOf } =
    context;
  const queryClient = useQueryClient();
  const { select } = useCatalogueSelection();
  const navigate = useNavigate();
  const { warn, warningModal } = useWarning();
  const [deleteTarget, setDeleteTarget] = useState<DeleteTarget | null>(null);

  const changeSectionOrder = useChangeSectionOrder(accountId);
  const changeProductOrder = useChangeProductOrder(accountId);
  const updateProduct = useUpdateProduct(accountId);
  const updateSection = useUpdateSection(accountId);
  const setAvailable = useSetProductAvailable(accountId);
  const restock = useRestockProduct(accountId);
  const togglePopular = useTogglePopularProduct(accountId);
  const deleteSection = useDeleteSection(accountId);
  const deleteProduct = useDeleteProduct(accountId);
  const removeFromSection = useRemoveProductFromSection(accountId);

  // The latest catalogue, read by the callbacks without making them change on every load.
  const catalogueRef = useRef<Catalogue | undefined>(context.catalogue);
  catalogueRef.current = context.catalogue;
  const { t } = useTranslation();
  // The warning (docs/product.md#how-the-web-app-reacts); a refusal we can name gets its reason under the
  // title.
  const fail = useCallback(
    (error: unknown) => {
      if (isApiError(error, CATALOGUE_ERROR_CODES.popularProductsLimit))
        warn(t('catalogue.popular.full', { max: LIMITS.popularProducts }));
      else if (isApiError(error, CATALOGUE_ERROR_CODES.orderMismatch)) warn(t('catalogue.orderChanged'));
      else if (isApiError(error, CATALOGUE_ERROR_CODES.priceRequired)) warn(t('guidance.priceRequired'));
      else warn();
    },
    [warn, t],
  );

  const reorderSections = useCallback(
    (orderedSectionIds: number[]) => {
      const current = catalogueRef.current?.sections.map((section) => section.id) ?? [];
      if (!orderChanged(current, orderedSectionIds)) return;
      changeSectionOrder.mutate(orderedSectionIds, { onError: fail });
    },
    [changeSectionOrder.mutate, fail],
  );

  const reorderProducts = useCallback(
    (sectionId: number, orderedProductIds: number[]) => {
      const section = catalogueRef.current?.sections.find((item) => item.id === sectionId);
      const current = section?.products.map((product) => product.id) ?? [];
      if (!orderChanged(current, orderedProductIds)) return;
      changeProductOrder.mutate({ sectionId, orderedProductIds }, { onError: fail });
    },
    [changeProductOrder.mutate, fail],
  );

  const patch = useCallback(
    (update: (catalogue: Catalogue) => Catalogue) => updateCachedCatalogue(queryClient, accountId, update),
    [queryClient, accountId],
  );

  const labels = useMemo(() => itemLabels(t), [t]);

  const sectionActions = useMemo<SectionActions>(
    () => ({
      vendorId,
      canEdit,
      labels,
      nameOf,
      onSelect: (sectionId) => select({ section: sectionId }),
      onMove: (sectionId, step) => {
        const ids = catalogueRef.current?.sections.map((section) => section.id) ?? [];
        reorderSections(reorderByStep(ids, sectionId, step));
      },
      onReorder: reorderSections,
      onDelete: (section) =>
        setDeleteTarget({
          kind: 'section',
          sectionId: section.id,
          name: sectionName(section, nameOf),
          productCount: section.products.length,
        }),
    }),
    [vendorId, canEdit, labels, nameOf, select, reorderSections],
  );

  const tileActions = useMemo<ProductTileActions>(
    () => ({
      vendorId,
      canEdit,
      canPrice,
      canRestock,
      currencyCode,
      uiLanguage,
      timeZone,
      popularCount,
      labels,
      nameOf,
      // A click on a tile opens the product for editing (its name and description), the rest
      // being in its menu; those who may not edit it just select it.
      onSelect: (sectionId, productId) =>
        canEdit
          ? void navigate(
              paths.catalogueProductModal(vendorId, 'change-product-description', {
                section: sectionId,
                product: productId,
              }),
            )
          : select({ section: sectionId, product: productId }),
      onMove: (sectionId, productId, step) => {
        const section = catalogueRef.current?.sections.find((item) => item.id === sectionId);
        const ids = section?.products.map((product) => product.id) ?? [];
        reorderProducts(sectionId, reorderByStep(ids, productId, step));
      },
      onToggleVisible: (product, visible) => {
        // The server refuses it (docs/product.md#products): say why at once instead of flipping the switch
        // back.
        if (visible && product.price <= 0) {
          warn(t('guidance.priceRequired'));
          return;
        }
        patch((catalogue) => withProduct(catalogue, { ...product, visible }));
        updateProduct.mutate(
          { productId: product.id, body: { visible } },
          {
            onError: (error) => {
              patch((catalogue) => withProduct(catalogue, product));
              fail(error);
            },
          },
        );
      },
      onSetAvailable: (product, choice) =>
        setAvailable.mutate({ productId: product.id, ...choice }, { onError: fail }),
      onRestock: (product, body) => restock.mutate({ productId: product.id, body }, { onError: fail }),
      onTogglePopular: (product, popular) =>
        togglePopular.mutate({ productId: product.id, popular }, { onError: fail }),
      onDelete: (product) =>
        setDeleteTarget({
          kind: 'product',
          productId: product.id,
          name: nameOf(product.nameI18n) || product.name,
        }),
      onRemoveFromSection: (product, sectionId) => {
        const section = catalogueRef.current?.sections.find((item) => item.id === sectionId);
        setDeleteTarget({
          kind: 'remove',
          sectionId,
          productId: product.id,
          name: nameOf(product.nameI18n) || product.name,
          sectionName: section ? sectionName(section, nameOf) : '',
        });
      },
    }),
    [
      vendorId,
      canEdit,
      canPrice,
      canRestock,
      currencyCode,
      uiLanguage,
      timeZone,
      popularCount,
      labels,
      nameOf,
      select,
      navigate,
      reorderProducts,
      patch,
      updateProduct.mutate,
      setAvailable.mutate,
      restock.mutate,
      togglePopular.mutate,
      fail,
      warn,
      t,
    ],
  );

  const toggleSectionVisible = useCallback(
    (section: Section, visible: boolean) => {
      patch((catalogue) => withSection(catalogue, { ...section, visible }));
      updateSection.mutate(
        { sectionId: section.id, body: { visible } },
        {
          onError: (error) => {
            patch((catalogue) => withSection(catalogue, section));
            fail(error);
          },
        },
      );
    },
    [patch, updateSection.mutate, fail],
  );

  const confirmDelete = useCallback(
    (target: DeleteTarget): Promise<unknown> => {
      if (target.kind === 'section') return deleteSection.mutateAsync(target.sectionId);
      if (target.kind === 'product') return deleteProduct.mutateAsync(target.productId);
      return removeFromSection.mutateAsync({ sectionId: target.sectionId, productId: target.productId });
    },
    [deleteSection.mutateAsync, deleteProduct.mutateAsync, removeFromSection.mutateAsync],
  );

  const dialogs: ReactNode = (
    <>
      <DeleteDialog
        target={deleteTarget}
        onClose={() => setDeleteTarget(null)}
        onConfirm={confirmDelete}
        onFailure={fail}
      />
      {warningModal}
    </>
  );

  return { sectionActions, tileActions, toggleSectionVisible, reorderProducts, fail, dialogs };
}
