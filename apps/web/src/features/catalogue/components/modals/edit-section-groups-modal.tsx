import { acceptNumericInput, SECTION_GROUP_NAME_LANGUAGES, type SectionGroup } from '@larder/contract';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { imageUrl } from '@/shared/api/client';
import { CenteredSpinner } from '@/shared/components/spinner';
import { StateButton, useButtonState } from '@/shared/components/state-button';
import { useWarning } from '@/shared/components/warning-modal';
import { ImageCropUpload } from '@/shared/images/image-crop-upload';
import { useDeleteSectionGroup } from '../../api/delete-section-group';
import { useSectionGroups } from '../../api/get-section-groups';
import { useSaveSectionGroup } from '../../api/save-section-group';
import { groupImageInput, groupImageUrl, SECTION_GROUP_IMAGE_ASPECT } from '../../lib/section-groups';
import { CatalogueModalFrame, type LoadedCatalogueContext } from './catalogue-modal-frame';
import { languageLabel } from './change-product-description-modal';

/**
 * view=edit-section-groups (docs/product.md#section-groups-categories-and-tags): the list of the account's
 * section groups, and a form to create or edit one — a name in the section-group languages, a priority
 * (default: count + 1) and an image (required). Cancel resets the form and returns to the list. The image is
 * picked, cropped and uploaded in place (type category).
 */
export function EditSectionGroupsModal() {
  const { t } = useTranslation();
  return (
    <CatalogueModalFrame title={t('catalogue.sectionGroups.title')}>
      {(context) => <SectionGroupsEditor context={context} />}
    </CatalogueModalFrame>
  );
}

function SectionGroupsEditor({ context }: { context: LoadedCatalogueContext }) {
  const groups = useSectionGroups(context.accountId);
  // null: the list; a group: editing it; 'new': creating one.
  const [editing, setEditing] = useState<SectionGroup | 'new' | null>(null);
  if (!groups.data) return <CenteredSpinner />;
  if (editing !== null) {
    return (
      <SectionGroupForm
        context={context}
        group={editing === 'new' ? null : editing}
        count={groups.data.length}
        onDone={() => setEditing(null)}
      />
    );
  }
  return <SectionGroupList context={context} groups={groups.data} onEdit={setEditing} />;
}

function SectionGroupList({
  context,
  groups,
  onEdit,
}: {
  context: LoadedCatalogueContext;
  groups: SectionGroup[];
  onEdit: (group: SectionGroup | 'new') => void;
}) {
  const { t } = useTranslation();
  const { nameOf, accountId } = context;
  const deleteGroup = useDeleteSectionGroup(accountId);
  const { warn, warningModal } = useWarning();
  const usedBy = (groupId: number) =>
    context.catalogue.sections.filter((section) => section.catalogueCategoryId === groupId).length;

  return (
    <Stack gap="md" data-testid="section-groups-list">
      {groups.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          {t('catalogue.sectionGroups.empty')}
        </Text>
      ) : (
        <Stack gap={6}>
          {groups.map((group) => (
            <Group
              key={group.id}
              justify="space-between"
              wrap="nowrap"
              gap="sm"
              p={8}
              style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
              data-testid={`section-group-row-${group.id}`}
            >
              <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                <Image
                  src={imageUrl(groupImageUrl(group.image))}
                  w={48}
                  h={48}
                  radius="sm"
                  fit="cover"
                  alt=""
                />
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} truncate>
                    {nameOf(group.name) || `#${group.id}`}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('catalogue.sectionGroups.priorityValue', { priority: group.priority })} ·{' '}
                    {t('catalogue.sectionGroups.sections', { count: usedBy(group.id) })}
                  </Text>
                </div>
              </Group>
              <Group gap={4} wrap="nowrap">
                <Tooltip label={t('catalogue.sectionGroups.edit')}>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    onClick={() => onEdit(group)}
                    aria-label={t('catalogue.sectionGroups.edit')}
                    data-testid={`section-group-edit-${group.id}`}
                  >
                    <IconEdit size={16} />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={t('catalogue.item.delete')}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    loading={deleteGroup.isPending && deleteGroup.variables === group.id}
                    onClick={() => deleteGroup.mutate(group.id, { onError: () => warn() })}
                    aria-label={t('catalogue.item.delete')}
                    data-testid={`section-group-delete-${group.id}`}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
      <Group justify="flex-end">
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={() => onEdit('new')}
          data-testid="section-group-new"
        >
          {t('catalogue.sectionGroups.new')}
        </Button>
      </Group>
      {warningModal}
    </Stack>
  );
}

function SectionGroupForm({
  context,
  group,
  count,
  onDone,
}: {
  context: LoadedCatalogueContext;
  group: SectionGroup | null;
  count: number;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation();
  const initial = () => ({
    names: Object.fromEntries(
      SECTION_GROUP_NAME_LANGUAGES.map((code) => [code, group?.name.values[code] ?? '']),
    ),
    priority: String(group?.priority ?? count + 1),
    image: group?.image.basePath && group.image.variants.length > 0 ? groupImageInput(group.image) : null,
  });
  const [form, setForm] = useState(initial);
  const saveGroup = useSaveSectionGroup(context.accountId);
  const button = useButtonState();
  const [failed, setFailed] = useState(false);
  const names = Object.fromEntries(
    Object.entries(form.names)
      .map(([code, text]) => [code, text.trim()] as const)
      .filter(([, text]) => text !== ''),
  );
  const image = form.image;
  const ready = Object.keys(names).length > 0 && image !== null && form.priority !== '';

  const cancel = () => {
    setForm(initial());
    onDone();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || !image) return;
    setFailed(false);
    try {
      await button.run(() =>
        saveGroup.mutateAsync({
          ...(group ? { id: group.id } : {}),
          name: { values: names },
          image,
          priority: Number(form.priority),
        }),
      );
      onDone();
    } catch {
      // docs/product.md#how-the-web-app-reacts: a section group save failure only stops the loading; a line
      // says so.
      setFailed(true);
    }
  };

  return (
    <form onSubmit={submit} noValidate data-testid="section-group-form">
      <Stack gap="md">
        <Text fw={600}>
          {group ? t('catalogue.sectionGroups.editTitle') : t('catalogue.sectionGroups.newTitle')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {SECTION_GROUP_NAME_LANGUAGES.map((code) => (
            <TextInput
              key={code}
              label={t('catalogue.name.label', { language: languageLabel(code, i18n.language) })}
              value={form.names[code] ?? ''}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setForm((current) => ({ ...current, names: { ...current.names, [code]: value } }));
              }}
              maxLength={255}
              lang={code}
              data-testid={`section-group-name-${code}`}
            />
          ))}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('catalogue.sectionGroups.priority')}
            description={t('catalogue.sectionGroups.priorityHint')}
            value={form.priority}
            inputMode="numeric"
            onChange={(event) => {
              const next = acceptNumericInput(event.currentTarget.value.replace(/\./g, ''), form.priority);
              setForm((current) => ({ ...current, priority: next }));
            }}
            data-testid="section-group-priority"
          />
        </SimpleGrid>
        <Stack gap={4} data-testid="section-group-image">
          <Text size="sm" fw={500}>
            {t('catalogue.sectionGroups.image')}{' '}
            <Text span c="red">
              *
            </Text>
          </Text>
          <ImageCropUpload
            accountId={context.accountId}
            type="category"
            aspect={SECTION_GROUP_IMAGE_ASPECT}
            current={image}
            onUploaded={async (uploaded) => {
              setForm((current) => ({ ...current, image: groupImageInput(uploaded) }));
            }}
          />
        </Stack>
        {failed && (
          <Alert color="red" variant="light" role="alert" data-testid="section-group-failed">
            {t('catalogue.sectionGroups.saveFailed')}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={cancel} data-testid="section-group-cancel">
            {t('common.cancel')}
          </Button>
          <StateButton type="submit" state={button.state} disabled={!ready} data-testid="section-group-save">
            {t('common.save')}
          </StateButton>
        </Group>
      </Stack>
    </form>
  );
}
