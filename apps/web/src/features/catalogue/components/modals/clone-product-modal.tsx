import { dropEmptyValues, LIMITS, type Product } from '@larder/contract';
import { Select, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/i18n/react';
import { paths } from '@/shared/paths';
import { useCloneProduct } from '../../api/clone-product';
import { useCatalogueSelection } from '../../hooks/use-catalogue-selection';
import { useModalSave } from '../../hooks/use-modal-save';
import { clipCloneName, hasMandatoryName, nameDraft, uniqueProducts } from '../../lib/catalogue';
import { sectionName } from '../section-list';
import { CatalogueModalFrame, ItemNotFound, type LoadedCatalogueContext } from './catalogue-modal-frame';
import { SaveFooter } from './detail-modal-frame';
import { NameInputs } from './name-inputs';

/**
 * view=clone-product&product=<id> (docs/product.md#products): a copy of the product in a target section
 * (required) under a name per language of at most 70 characters; empty values are dropped. The copy opens.
 */
export function CloneProductModal() {
  const { t } = useTranslation();
  return (
    <CatalogueModalFrame title={t('catalogue.clone.title')}>
      {(context) => <CloneTarget context={context} />}
    </CatalogueModalFrame>
  );
}

function CloneTarget({ context }: { context: LoadedCatalogueContext }) {
  const { productId } = useCatalogueSelection();
  const product = uniqueProducts(context.catalogue).find((item) => item.id === productId);
  return product ? <CloneForm context={context} product={product} /> : <ItemNotFound />;
}

function CloneForm({ context, product }: { context: LoadedCatalogueContext; product: Product }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { sectionId } = useCatalogueSelection();
  const { accountId, vendorId, languages, mandatory, nameOf, catalogue } = context;
  const [targetSectionId, setTargetSectionId] = useState<string | null>(() => {
    const current = catalogue.sections.find((section) => section.id === sectionId);
    return current ? String(current.id) : null;
  });
  const [names, setNames] = useState(() =>
    Object.fromEntries(
      Object.entries(nameDraft(languages, product.nameI18n)).map(([code, text]) => [
        code,
        clipCloneName(text),
      ]),
    ),
  );
  const cloneProduct = useCloneProduct(accountId);
  const { state, save, warningModal } = useModalSave();
  const ready = targetSectionId !== null && hasMandatoryName(names, mandatory);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    const target = Number(targetSectionId);
    let createdId: number | null = null;
    const cloned = await save(async () => {
      const body = { targetSectionID: target, targetName: { values: dropEmptyValues(names) } };
      createdId = (await cloneProduct.mutateAsync({ productId: product.id, body })).id;
    });
    if (cloned && createdId !== null) {
      void navigate(paths.catalogueItem(vendorId, { section: target, product: createdId }), {
        replace: true,
      });
    }
  };

  return (
    <form onSubmit={submit} noValidate data-testid="clone-form">
      <Stack gap="md">
        <Select
          label={t('catalogue.clone.targetSection')}
          placeholder={t('catalogue.clone.targetPlaceholder')}
          data={catalogue.sections.map((section) => ({
            value: String(section.id),
            label: sectionName(section, nameOf),
          }))}
          value={targetSectionId}
          onChange={setTargetSectionId}
          searchable
          withAsterisk
          error={targetSectionId === null ? t('validation.required') : undefined}
          nothingFoundMessage={t('catalogue.nothingFound')}
          data-testid="clone-target-section"
        />
        <NameInputs
          languages={languages}
          values={names}
          onChange={setNames}
          maxLength={LIMITS.itemName}
          testIdPrefix="clone-name"
          autoFocus={false}
        />
        <Text size="xs" c="dimmed">
          {t('catalogue.clone.hint', { max: LIMITS.itemName })}
        </Text>
      </Stack>
      <SaveFooter state={state} disabled={!ready} label={t('catalogue.clone.submit')} />
      {warningModal}
    </form>
  );
}
