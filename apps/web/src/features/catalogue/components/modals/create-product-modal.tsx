import { dropEmptyValues, LIMITS } from '@larder/contract';
import { Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/i18n/react';
import { paths } from '@/shared/paths';
import { useCreateProduct } from '../../api/create-product';
import { useReportCreationStart } from '../../api/report-creation-start';
import { useCatalogueSelection } from '../../hooks/use-catalogue-selection';
import { useModalSave } from '../../hooks/use-modal-save';
import { hasMandatoryName, nameDraft, pickActiveSection } from '../../lib/catalogue';
import { sectionName } from '../section-list';
import { CatalogueModalFrame, ItemNotFound, type LoadedCatalogueContext } from './catalogue-modal-frame';
import { SaveFooter } from './detail-modal-frame';
import { NameInputs } from './name-inputs';

/**
 * view=create-product&section=<id> (docs/product.md#products): a name per menu language,
 * in the active section. Create is disabled until the mandatory-language name is typed; the new
 * (hidden) product then opens. Its price, weight and the rest are set in its own modals.
 */
export function CreateProductModal() {
  const { t } = useTranslation();
  useReportCreationStart('product_creation_started');
  return (
    <CatalogueModalFrame title={t('catalogue.createProduct.title')}>
      {(context) => <CreateProductForm context={context} />}
    </CatalogueModalFrame>
  );
}

function CreateProductForm({ context }: { context: LoadedCatalogueContext }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { sectionId } = useCatalogueSelection();
  const { accountId, vendorId, languages, mandatory, nameOf, catalogue } = context;
  const section = pickActiveSection(catalogue, sectionId);
  const [names, setNames] = useState(() => nameDraft(languages));
  const createProduct = useCreateProduct(accountId);
  const { state, save, warningModal } = useModalSave();
  const ready = hasMandatoryName(names, mandatory);

  if (!section) return <ItemNotFound />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    let createdId: number | null = null;
    const created = await save(async () => {
      const body = { name: { values: dropEmptyValues(names) }, sectionID: section.id };
      createdId = (await createProduct.mutateAsync(body)).id;
    });
    if (created && createdId !== null) {
      void navigate(paths.catalogueItem(vendorId, { section: section.id, product: createdId }), {
        replace: true,
      });
    }
  };

  return (
    <form onSubmit={submit} noValidate data-testid="create-product-form">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('catalogue.createProduct.inSection', { section: sectionName(section, nameOf) })}
        </Text>
        <NameInputs
          languages={languages}
          values={names}
          onChange={setNames}
          maxLength={LIMITS.itemName}
          testIdPrefix="product-name"
        />
        <Text size="xs" c="dimmed">
          {t('catalogue.createProduct.hint')}
        </Text>
      </Stack>
      <SaveFooter state={state} disabled={!ready} label={t('catalogue.create')} />
      {warningModal}
    </form>
  );
}
