import { dropEmptyValues, LIMITS, type Product, type Section } from '@larder/contract';
import { Alert, SegmentedControl, Select, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { isApiError } from '@/shared/api/api-error';
import { errorMessage } from '@/shared/api/error-message';
import { useServiceSections } from '../../api/get-service-sections';
import { useUpdateProduct } from '../../api/update-product';
import { useUpdateSection } from '../../api/update-section';
import { useCatalogueSelection } from '../../hooks/use-catalogue-selection';
import { useModalSave } from '../../hooks/use-modal-save';
import { hasMandatoryName, nameDraft, uniqueProducts } from '../../lib/catalogue';
import { RenameGroupForm } from '../../modifiers/components/modals/modifier-group-modals';
import { CatalogueModalFrame, ItemNotFound, type LoadedCatalogueContext } from './catalogue-modal-frame';
import { SaveFooter } from './detail-modal-frame';
import { NameInputs } from './name-inputs';

/**
 * view=rename (docs/product.md#menu-languages): with `product`, the product's names per menu language; with
 * only `section`, the section's names, or another service section it takes its name from. Save
 * needs a mandatory-language name or a picked section; a refusal shows its message and
 * the warning (docs/product.md#how-the-web-app-reacts).
 */
export function RenameModal() {
  const { t } = useTranslation();
  const { productId, groupId } = useCatalogueSelection();
  return (
    <CatalogueModalFrame
      title={
        productId !== null
          ? t('catalogue.rename.productTitle')
          : groupId !== null
            ? t('modifiers.rename.title')
            : t('catalogue.rename.sectionTitle')
      }
    >
      {(context) => <RenameTarget context={context} />}
    </CatalogueModalFrame>
  );
}

function RenameTarget({ context }: { context: LoadedCatalogueContext }) {
  const { sectionId, productId, groupId } = useCatalogueSelection();
  if (productId === null && groupId !== null) {
    const group = context.catalogue.componentGroups.find((item) => item.id === groupId);
    return group ? <RenameGroupForm context={context} group={group} /> : <ItemNotFound />;
  }
  if (productId !== null) {
    const product = uniqueProducts(context.catalogue).find((item) => item.id === productId);
    return product ? <RenameProductForm context={context} product={product} /> : <ItemNotFound />;
  }
  const section = context.catalogue.sections.find((item) => item.id === sectionId);
  return section ? <RenameSectionForm context={context} section={section} /> : <ItemNotFound />;
}

const sameNames = (a: Record<string, string>, b: Record<string, string>) => {
  const left = dropEmptyValues(a);
  const right = dropEmptyValues(b);
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  return [...keys].every((key) => (left[key] ?? '').trim() === (right[key] ?? '').trim());
};

/** A refused rename explained in the modal, in the user's language (docs/product.md#how-the-web-app-reacts). */
function useRenameSave() {
  const { t } = useTranslation();
  const modal = useModalSave();
  const [error, setError] = useState<string | null>(null);
  const run = (action: () => Promise<unknown>) => {
    setError(null);
    return modal.save(action, (failure) => {
      if (isApiError(failure) && failure.status !== null && failure.status < 500)
        setError(errorMessage(failure, t));
      return false;
    });
  };
  const errorText = error && (
    <Alert color="red" variant="light" mt="md" role="alert" data-testid="rename-error">
      {error}
    </Alert>
  );
  return { ...modal, run, errorText };
}

function RenameProductForm({ context, product }: { context: LoadedCatalogueContext; product: Product }) {
  const { languages, mandatory, accountId } = context;
  const { t } = useTranslation();
  const stored = nameDraft(languages, product.nameI18n);
  const [names, setNames] = useState(stored);
  const updateProduct = useUpdateProduct(accountId);
  const { state, run, close, warningModal, errorText } = useRenameSave();
  const ready = hasMandatoryName(names, mandatory);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    if (sameNames(names, stored)) return close();
    void run(() =>
      updateProduct.mutateAsync({ productId: product.id, body: { name: { values: trimmed(names) } } }),
    );
  };

  return (
    <form onSubmit={submit} noValidate data-testid="rename-form">
      <NameInputs languages={languages} values={names} onChange={setNames} maxLength={LIMITS.itemName} />
      {errorText}
      <SaveFooter state={state} disabled={!ready}>
        {!ready && <span>{t('catalogue.name.required')}</span>}
      </SaveFooter>
      {warningModal}
    </form>
  );
}

function RenameSectionForm({ context, section }: { context: LoadedCatalogueContext; section: Section }) {
  const { t } = useTranslation();
  const { languages, mandatory, accountId, nameOf } = context;
  const stored = nameDraft(languages, section.nameI18n);
  const [mode, setMode] = useState<'name' | 'service'>('name');
  const [names, setNames] = useState(stored);
  const [serviceSectionId, setServiceSectionId] = useState<string | null>(
    section.sectionId === null ? null : String(section.sectionId),
  );
  const serviceSections = useServiceSections();
  const updateSection = useUpdateSection(accountId);
  const { state, run, close, warningModal, errorText } = useRenameSave();
  const ready = mode === 'name' ? hasMandatoryName(names, mandatory) : serviceSectionId !== null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    if (mode === 'name') {
      if (sameNames(names, stored)) return close();
      void run(() =>
        updateSection.mutateAsync({ sectionId: section.id, body: { name: { values: trimmed(names) } } }),
      );
    } else {
      const picked = Number(serviceSectionId);
      if (picked === section.sectionId) return close();
      void run(() => updateSection.mutateAsync({ sectionId: section.id, body: { sectionId: picked } }));
    }
  };

  return (
    <form onSubmit={submit} noValidate data-testid="rename-form">
      <Stack gap="md">
        <SegmentedControl
          value={mode}
          onChange={(value) => setMode(value as 'name' | 'service')}
          data={[
            { value: 'name', label: t('catalogue.addSection.ownName') },
            { value: 'service', label: t('catalogue.addSection.pick') },
          ]}
          fullWidth
        />
        {mode === 'name' ? (
          <NameInputs languages={languages} values={names} onChange={setNames} maxLength={LIMITS.itemName} />
        ) : (
          <Select
            label={t('catalogue.addSection.serviceSection')}
            placeholder={t('catalogue.addSection.servicePlaceholder')}
            data={(serviceSections.data ?? []).map((item) => ({
              value: String(item.id),
              label: nameOf(item.nameI18n) || item.name,
            }))}
            value={serviceSectionId}
            onChange={setServiceSectionId}
            searchable
            nothingFoundMessage={t('catalogue.nothingFound')}
            withAsterisk
            data-testid="service-section-select"
          />
        )}
      </Stack>
      {errorText}
      <SaveFooter state={state} disabled={!ready} />
      {warningModal}
    </form>
  );
}

/**
 * Names as sent on a rename: every menu language, trimmed; an emptied language is sent empty so the server
 * drops the stored value (empty values are left out of what is stored, docs/product.md#menu-languages).
 */
const trimmed = (values: Record<string, string>) =>
  Object.fromEntries(Object.entries(values).map(([code, text]) => [code, text.trim()]));
