import {
  type Component,
  type ComponentGroup,
  dropEmptyValues,
  LIMITS,
  type UpdateComponentRequest,
  type UploadedImage,
} from '@larder/contract';
import { Button, Stack, Switch, Text, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@/i18n/react';
import { moneyText, NumericInput } from '@/shared/components/numeric-input';
import { useWarning } from '@/shared/components/warning-modal';
import { ImageCropUpload } from '@/shared/images/image-crop-upload';
import { useReportCreationStart } from '../../../api/report-creation-start';
import {
  CatalogueModalFrame,
  ItemNotFound,
  type LoadedCatalogueContext,
} from '../../../components/modals/catalogue-modal-frame';
import { languageLabel } from '../../../components/modals/change-product-description-modal';
import { SaveFooter } from '../../../components/modals/detail-modal-frame';
import { NameInputs } from '../../../components/modals/name-inputs';
import { useModalSave } from '../../../hooks/use-modal-save';
import { parseIdParam } from '../../../hooks/use-modal-target';
import { hasMandatoryName, nameDraft } from '../../../lib/catalogue';
import { useCreateModifier } from '../../api/create-modifier';
import { useUpdateModifier } from '../../api/update-modifier';
import { useGroupParam } from './modifier-group-modals';

/**
 * view=add-component&group=<id> and view=edit-component&group=<id>&component=<id>
 * (docs/product.md#modifiers): the picture, a name and a description per menu language, price, weight and the
 * availability switch.
 */
export function AddModifierModal() {
  const { t } = useTranslation();
  useReportCreationStart('component_creation_started');
  return (
    <CatalogueModalFrame title={t('modifiers.components.addTitle')}>
      {(context) => <ModifierTarget context={context} mode="add" />}
    </CatalogueModalFrame>
  );
}

export function EditModifierModal() {
  const { t } = useTranslation();
  return (
    <CatalogueModalFrame title={t('modifiers.components.editTitle')}>
      {(context) => <ModifierTarget context={context} mode="edit" />}
    </CatalogueModalFrame>
  );
}

function ModifierTarget({ context, mode }: { context: LoadedCatalogueContext; mode: 'add' | 'edit' }) {
  const [searchParams] = useSearchParams();
  const group = useGroupParam(context);
  const componentId = parseIdParam(searchParams.get('component'));
  if (!group) return <ItemNotFound />;
  if (mode === 'add') return <ModifierForm context={context} group={group} />;
  const component = group.components.find((item) => item.id === componentId);
  return component ? (
    <ModifierForm context={context} group={group} component={component} />
  ) : (
    <ItemNotFound />
  );
}

const amountText = (value: number | undefined) => (value === undefined || value === 0 ? '' : String(value));

export function ModifierForm({
  context,
  group,
  component,
}: {
  context: LoadedCatalogueContext;
  group: ComponentGroup;
  component?: Component;
}) {
  const { t, i18n } = useTranslation();
  const { accountId, languages, mandatory, currencyCode, canPrice } = context;
  const [names, setNames] = useState(() => nameDraft(languages, component?.nameI18n));
  const [descriptions, setDescriptions] = useState(() => nameDraft(languages, component?.descriptionI18n));
  const [price, setPrice] = useState(moneyText(component?.price, currencyCode));
  const [weight, setWeight] = useState(amountText(component?.weight));
  const [available, setAvailable] = useState(component?.available ?? true);
  const [newImage, setNewImage] = useState<UploadedImage | null>(null);
  const createModifier = useCreateModifier(accountId);
  const updateModifier = useUpdateModifier(accountId);
  const { state, save, warningModal } = useModalSave();
  const ready = hasMandatoryName(names, mandatory);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    const fields = {
      name: { values: component ? names : dropEmptyValues(names) },
      description: { values: component ? descriptions : dropEmptyValues(descriptions) },
      weight: Number(weight || 0),
      available,
      ...(canPrice ? { price: Number(price || 0) } : {}),
      ...(!component && newImage ? { image: componentImageRequest(newImage) } : {}),
    } satisfies UpdateComponentRequest;
    await save(() =>
      component
        ? updateModifier.mutateAsync({ componentId: component.id, changes: fields })
        : createModifier.mutateAsync({ groupId: group.id, component: fields }),
    );
  };

  return (
    <form onSubmit={submit} noValidate data-testid="component-form">
      <Stack gap="lg">
        <Stack gap="xs">
          {component ? (
            <StoredComponentImage accountId={accountId} component={component} />
          ) : (
            <ImageCropUpload
              accountId={accountId}
              type="component"
              aspect={COMPONENT_IMAGE_ASPECT}
              current={newImage}
              onUploaded={(image) => {
                setNewImage(image);
                return undefined;
              }}
              actions={
                newImage && (
                  <Button variant="subtle" color="red" onClick={() => setNewImage(null)}>
                    {t('images.remove')}
                  </Button>
                )
              }
            />
          )}
          <Text size="xs" c="dimmed">
            {t('modifiers.components.group', { group: context.nameOf(group.nameI18n) || group.name })}
          </Text>
        </Stack>
        <NameInputs
          languages={languages}
          values={names}
          onChange={setNames}
          maxLength={LIMITS.shortText}
          testIdPrefix="component-name"
        />
        {languages.map(({ code }) => (
          <Textarea
            key={code}
            label={t('modifiers.components.description', { language: languageLabel(code, i18n.language) })}
            value={descriptions[code] ?? ''}
            onChange={(event) => setDescriptions({ ...descriptions, [code]: event.currentTarget.value })}
            maxLength={LIMITS.description}
            minRows={2}
            lang={code}
            data-testid={`component-description-${code}`}
          />
        ))}
        <NumericInput
          label={t('modifiers.components.price')}
          value={price}
          onChange={setPrice}
          unit={currencyCode}
          disabled={!canPrice}
          data-testid="component-price-input"
        />
        <NumericInput
          label={t('modifiers.components.weight')}
          value={weight}
          onChange={setWeight}
          integer
          unit={t('modifiers.components.grams')}
          data-testid="component-weight-input"
        />
        <Switch
          label={t('modifiers.components.available')}
          checked={available}
          onChange={(event) => setAvailable(event.currentTarget.checked)}
          data-testid="component-available-input"
        />
      </Stack>
      <SaveFooter state={state} disabled={!ready} label={component ? undefined : t('catalogue.create')} />
      {warningModal}
    </form>
  );
}

/** Like a product's horizontal picture: the component tile shows it in the same card shape. */
const COMPONENT_IMAGE_ASPECT = 4 / 3;

const componentImageRequest = ({ path, basePath, variants }: UploadedImage) => ({ path, basePath, variants });

/** An existing component's picture is saved the moment it is uploaded or removed. */
function StoredComponentImage({ accountId, component }: { accountId: number; component: Component }) {
  const { t } = useTranslation();
  const updateModifier = useUpdateModifier(accountId);
  const { warn, warningModal } = useWarning();
  const setImage = (image: UploadedImage | null) =>
    updateModifier.mutateAsync({
      componentId: component.id,
      changes: { image: image && componentImageRequest(image) },
    });
  return (
    <>
      <ImageCropUpload
        accountId={accountId}
        type="component"
        aspect={COMPONENT_IMAGE_ASPECT}
        current={component.image}
        onUploaded={setImage}
        actions={
          component.image && (
            <Button
              variant="subtle"
              color="red"
              loading={updateModifier.isPending}
              onClick={() => setImage(null).catch(() => warn())}
              data-testid="component-image-remove"
            >
              {t('images.remove')}
            </Button>
          )
        }
      />
      {warningModal}
    </>
  );
}
