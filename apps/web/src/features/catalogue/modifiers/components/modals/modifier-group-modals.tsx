import {
  type ComponentGroup,
  ComponentGroupDisplayMode,
  DEFAULT_COMPONENT_GROUP_DISPLAY_MODE,
  dropEmptyValues,
  LIMITS,
} from '@larder/contract';
import { Radio, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '@/i18n/react';
import { paths } from '@/shared/paths';
import { useReportCreationStart } from '../../../api/report-creation-start';
import {
  CatalogueModalFrame,
  ItemNotFound,
  type LoadedCatalogueContext,
} from '../../../components/modals/catalogue-modal-frame';
import { SaveFooter } from '../../../components/modals/detail-modal-frame';
import { NameInputs } from '../../../components/modals/name-inputs';
import { useModalSave } from '../../../hooks/use-modal-save';
import { parseIdParam } from '../../../hooks/use-modal-target';
import { hasMandatoryName, nameDraft } from '../../../lib/catalogue';
import { useCreateModifierGroup } from '../../api/create-modifier-group';
import { useUpdateModifierGroup } from '../../api/update-modifier-group';

type DisplayMode = ComponentGroup['displayMode'];

/** The group named by `?group=<id>`, from the loaded catalogue. */
export function useGroupParam(context: LoadedCatalogueContext): ComponentGroup | undefined {
  const [searchParams] = useSearchParams();
  const groupId = parseIdParam(searchParams.get('group'));
  return context.catalogue.componentGroups.find((group) => group.id === groupId);
}

/** The display mode of a group's components (docs/product.md#modifiers): a list or tiles. */
export function DisplayModePicker({
  value,
  onChange,
}: {
  value: DisplayMode;
  onChange: (value: DisplayMode) => void;
}) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      label={t('modifiers.display.label')}
      value={value}
      onChange={(next) => onChange(next as DisplayMode)}
    >
      <SimpleGrid cols={2} spacing="sm" mt={6}>
        {ComponentGroupDisplayMode.options.map((mode) => (
          <Radio.Card key={mode} value={mode} radius="md" p="sm" data-testid={`display-${mode}`}>
            <Stack gap={4} align="center">
              <Text size="sm" fw={600}>
                {mode === 'TILE' ? t('modifiers.display.tile') : t('modifiers.display.list')}
              </Text>
              <Text size="xs" c="dimmed" ta="center">
                {mode === 'TILE' ? t('modifiers.display.tileHint') : t('modifiers.display.listHint')}
              </Text>
            </Stack>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}

/**
 * view=add-group (docs/product.md#modifiers): a name per menu language, notes for the staff
 * and the display mode (LIST by default). The new group is hidden and opens at once.
 */
/** A group's name per menu language and its notes for staff: the same fields when adding and renaming. */
function GroupNameAndNotes({
  languages,
  names,
  onNamesChange,
  notes,
  onNotesChange,
}: {
  languages: LoadedCatalogueContext['languages'];
  names: Record<string, string>;
  onNamesChange: (names: Record<string, string>) => void;
  notes: string;
  onNotesChange: (notes: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <NameInputs
        languages={languages}
        values={names}
        onChange={onNamesChange}
        maxLength={LIMITS.shortText}
        testIdPrefix="group-name"
      />
      <Textarea
        label={t('modifiers.groups.notes')}
        description={t('modifiers.groups.notesHint')}
        value={notes}
        onChange={(event) => onNotesChange(event.currentTarget.value)}
        maxLength={LIMITS.description}
        minRows={2}
        data-testid="group-notes-input"
      />
    </>
  );
}

export function AddGroupModal() {
  const { t } = useTranslation();
  useReportCreationStart('group_creation_started');
  return (
    <CatalogueModalFrame title={t('modifiers.addGroup.title')}>
      {(context) => <AddGroupForm context={context} />}
    </CatalogueModalFrame>
  );
}

function AddGroupForm({ context }: { context: LoadedCatalogueContext }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { accountId, vendorId, languages, mandatory } = context;
  const [names, setNames] = useState(() => nameDraft(languages));
  const [notes, setNotes] = useState('');
  const [displayMode, setDisplayMode] = useState<DisplayMode>(DEFAULT_COMPONENT_GROUP_DISPLAY_MODE);
  const createGroup = useCreateModifierGroup(accountId);
  const { state, save, warningModal } = useModalSave();
  const ready = hasMandatoryName(names, mandatory);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    let createdId: number | null = null;
    const created = await save(async () => {
      createdId = (
        await createGroup.mutateAsync({
          name: { values: dropEmptyValues(names) },
          displayMode,
          vendorNotes: notes.trim() || null,
        })
      ).id;
    });
    if (created && createdId !== null)
      void navigate(paths.catalogueGroup(vendorId, createdId), { replace: true });
  };

  return (
    <form onSubmit={submit} noValidate data-testid="add-group-form">
      <Stack gap="lg">
        <GroupNameAndNotes
          languages={languages}
          names={names}
          onNamesChange={setNames}
          notes={notes}
          onNotesChange={setNotes}
        />
        <DisplayModePicker value={displayMode} onChange={setDisplayMode} />
      </Stack>
      <SaveFooter state={state} disabled={!ready} label={t('catalogue.create')} />
      {warningModal}
    </form>
  );
}

/** view=change-display-method&group=<id>: LIST or TILE; an unchanged choice closes without a call. */
export function ChangeDisplayMethodModal() {
  const { t } = useTranslation();
  return (
    <CatalogueModalFrame title={t('modifiers.display.title')}>
      {(context) => <DisplayMethodTarget context={context} />}
    </CatalogueModalFrame>
  );
}

function DisplayMethodTarget({ context }: { context: LoadedCatalogueContext }) {
  const group = useGroupParam(context);
  return group ? <DisplayMethodForm context={context} group={group} /> : <ItemNotFound />;
}

function DisplayMethodForm({ context, group }: { context: LoadedCatalogueContext; group: ComponentGroup }) {
  const [displayMode, setDisplayMode] = useState<DisplayMode>(group.displayMode);
  const updateGroup = useUpdateModifierGroup(context.accountId);
  const { state, save, close, warningModal } = useModalSave();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (displayMode === group.displayMode) {
      close();
      return;
    }
    await save(() => updateGroup.mutateAsync({ groupId: group.id, changes: { displayMode } }));
  };
  return (
    <form onSubmit={submit} noValidate data-testid="display-method-form">
      <DisplayModePicker value={displayMode} onChange={setDisplayMode} />
      <SaveFooter state={state} />
      {warningModal}
    </form>
  );
}

/** view=rename&group=<id> (docs/product.md#modifiers): the group's names per language and its notes. */
export function RenameGroupForm({
  context,
  group,
}: {
  context: LoadedCatalogueContext;
  group: ComponentGroup;
}) {
  const { languages, mandatory } = context;
  const [names, setNames] = useState(() => nameDraft(languages, group.nameI18n));
  const [notes, setNotes] = useState(group.vendorNotes ?? '');
  const updateGroup = useUpdateModifierGroup(context.accountId);
  const { state, save, warningModal } = useModalSave();
  const ready = hasMandatoryName(names, mandatory);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    await save(() =>
      updateGroup.mutateAsync({
        groupId: group.id,
        changes: { name: { values: names }, vendorNotes: notes.trim() || null },
      }),
    );
  };
  return (
    <form onSubmit={submit} noValidate data-testid="rename-group-form">
      <Stack gap="lg">
        <GroupNameAndNotes
          languages={languages}
          names={names}
          onNamesChange={setNames}
          notes={notes}
          onNotesChange={setNotes}
        />
      </Stack>
      <SaveFooter state={state} disabled={!ready} />
      {warningModal}
    </form>
  );
}
