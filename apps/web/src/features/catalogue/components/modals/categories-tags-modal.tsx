import { type AccountCategory, LIMITS, type Product } from '@larder/contract';
import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { hasStatus } from '@/shared/api/api-error';
import { ModalLayout } from '@/shared/components/modal-layout';
import { CenteredSpinner } from '@/shared/components/spinner';
import { useVendorSession } from '@/shared/session/vendor-context';
import { useAddAccountCategory } from '../../api/add-account-category';
import { useAddProductTag } from '../../api/add-product-tag';
import { useAccountCategories } from '../../api/get-account-categories';
import { useCategoryTree } from '../../api/get-category-tree';
import { useProduct } from '../../api/get-product';
import { useTagGroups } from '../../api/get-tag-groups';
import { useTopCategories } from '../../api/get-top-categories';
import { useRemoveAccountCategory } from '../../api/remove-account-category';
import { useRemoveProductTag } from '../../api/remove-product-tag';
import { useModalSave } from '../../hooks/use-modal-save';
import { useProductIdParam } from '../../hooks/use-modal-target';
import { type PickGroup, selectionChanges } from '../../lib/selection';
import { SelectionPicker } from './selection-picker';

/** view=change-product-tags&product=<id> (big layout): the product's tags, at most 15. */
export function ChangeProductTagsModal() {
  const productId = useProductIdParam();
  return <ProductTags productId={productId} />;
}

/** view=change-catalog-categories (big layout): the account's catalogue categories, at most 3. */
export function ChangeCatalogueCategoriesModal() {
  return <CatalogueCategories />;
}

/**
 * view=change-section-categories-tags (docs/product.md#section-groups-categories-and-tags): the product's
 * tags when a numeric product parameter is given, else the account's catalogue categories.
 */
export function ChangeSectionCategoriesTagsModal() {
  const productId = useProductIdParam();
  return productId === null ? <CatalogueCategories /> : <ProductTags productId={productId} />;
}

function LoadFailed({ children }: { children: ReactNode }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
      {children}
    </Alert>
  );
}

/** Runs the removals, then the additions, one after the other (each answers the new state). */
async function applyChanges(
  changes: { add: number[]; remove: number[] },
  remove: (id: number) => Promise<unknown>,
  add: (id: number) => Promise<unknown>,
) {
  for (const id of changes.remove) await remove(id);
  for (const id of changes.add) await add(id);
}

function ProductTags({ productId }: { productId: number | null }) {
  const { t } = useTranslation();
  const { account } = useVendorSession();
  const product = useProduct(productId);
  const tagGroups = useTagGroups();
  const addTag = useAddProductTag(account.id);
  const removeTag = useRemoveProductTag(account.id);
  const { state, save, close, warningModal } = useModalSave();
  const [limitError, setLimitError] = useState<string | null>(null);
  const limit = LIMITS.productTags;

  let body: ReactNode;
  if (product.data && tagGroups.data) {
    const current: Product = product.data;
    const groups: PickGroup[] = tagGroups.data.map((group) => ({
      id: group.id,
      name: group.name,
      items: group.tags.map((tag) => ({ id: tag.id, name: tag.name, groupId: group.id })),
    }));
    const onSave = async (selected: number[]) => {
      const changes = selectionChanges(
        current.tags.map((tag) => tag.id),
        selected,
      );
      if (changes.add.length === 0 && changes.remove.length === 0) {
        close();
        return;
      }
      setLimitError(null);
      await save(
        () =>
          applyChanges(
            changes,
            (tagId) => removeTag.mutateAsync({ productId: current.id, tagId }),
            (tagId) => addTag.mutateAsync({ productId: current.id, tagId }),
          ),
        (error) => {
          if (!hasStatus(error, 409)) return false;
          setLimitError(t('catalogueModals.selection.serverLimit', { max: limit }));
          return true;
        },
      );
    };
    body = (
      <SelectionPicker
        groups={groups}
        initial={current.tags.map((tag) => tag.id)}
        known={current.tags}
        limit={limit}
        searchLabel={t('catalogueModals.selection.searchTags')}
        hint={t('catalogueModals.selection.tagsHint', { name: current.name })}
        error={limitError}
        state={state}
        onSave={onSave}
      />
    );
  } else if (productId === null || product.isError) {
    body = <LoadFailed>{t('catalogueModals.productNotFound')}</LoadFailed>;
  } else if (tagGroups.isError) {
    body = <LoadFailed>{t('catalogueModals.selection.loadFailed')}</LoadFailed>;
  } else {
    body = <CenteredSpinner />;
  }

  return (
    <ModalLayout title={t('catalogueModals.selection.tagsTitle')}>
      {body}
      {warningModal}
    </ModalLayout>
  );
}

function CatalogueCategories() {
  const { t } = useTranslation();
  const { account } = useVendorSession();
  const tree = useCategoryTree();
  const chosen = useAccountCategories(account.id);
  const top = useTopCategories();
  const addCategory = useAddAccountCategory(account.id);
  const removeCategory = useRemoveAccountCategory(account.id);
  const { state, save, close, warningModal } = useModalSave();
  const [limitError, setLimitError] = useState<string | null>(null);
  const limit = LIMITS.catalogueCategories;

  let body: ReactNode;
  if (tree.data && chosen.data) {
    const current: AccountCategory[] = chosen.data;
    const groups: PickGroup[] = tree.data.map((group) => ({
      id: group.id,
      name: group.name,
      items: group.children.map((child) => ({ id: child.id, name: child.name, groupId: group.id })),
    }));
    const onSave = async (selected: number[]) => {
      const changes = selectionChanges(
        current.map((category) => category.id),
        selected,
      );
      if (changes.add.length === 0 && changes.remove.length === 0) {
        close();
        return;
      }
      setLimitError(null);
      await save(
        () =>
          applyChanges(
            changes,
            (id) => removeCategory.mutateAsync(id),
            (id) => addCategory.mutateAsync(id),
          ),
        (error) => {
          if (!hasStatus(error, 409)) return false;
          setLimitError(t('catalogueModals.selection.serverLimit', { max: limit }));
          return true;
        },
      );
    };
    body = (
      <SelectionPicker
        groups={groups}
        initial={current.map((category) => category.id)}
        known={current}
        limit={limit}
        suggestions={top.data ?? []}
        searchLabel={t('catalogueModals.selection.searchCategories')}
        hint={t('catalogueModals.selection.categoriesHint')}
        error={limitError}
        state={state}
        onSave={onSave}
      />
    );
  } else if (tree.isError || chosen.isError) {
    body = <LoadFailed>{t('catalogueModals.selection.loadFailed')}</LoadFailed>;
  } else {
    body = <CenteredSpinner />;
  }

  return (
    <ModalLayout title={t('catalogueModals.selection.categoriesTitle')}>
      {body}
      {warningModal}
    </ModalLayout>
  );
}
