import { CATALOGUE_ERROR_CODES, MENU_LANGUAGES_MAX, SECTION_GROUP_NAME_LANGUAGES } from '@larder/contract';
import { ActionIcon, Badge, Group, Select, Stack, Text, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { isApiError } from '@/shared/api/api-error';
import { CenteredSpinner } from '@/shared/components/spinner';
import { StateButton, useButtonState } from '@/shared/components/state-button';
import { useWarning } from '@/shared/components/warning-modal';
import { useChangeMenuLanguage } from '../../api/change-menu-language';
import { useMenuLanguages } from '../../api/get-menu-languages';
import { orderedLanguages } from '../../lib/catalogue';
import { CatalogueModalFrame, type LoadedCatalogueContext } from './catalogue-modal-frame';
import { languageLabel } from './change-product-description-modal';

/**
 * view=add-menu-language (docs/product.md#menu-languages): the menu's languages — the mandatory one plus at
 * most one optional one. A second language can be added while there is room; the optional one removed (its
 * names stay stored and come back if it is added again).
 */
export function AddMenuLanguageModal() {
  const { t } = useTranslation();
  return (
    <CatalogueModalFrame title={t('catalogue.languages.title')}>
      {(context) => <MenuLanguages context={context} />}
    </CatalogueModalFrame>
  );
}

function MenuLanguages({ context }: { context: LoadedCatalogueContext }) {
  const { t, i18n } = useTranslation();
  const languagesQuery = useMenuLanguages(context.accountId);
  const change = useChangeMenuLanguage(context.accountId);
  const button = useButtonState();
  const { warn, warningModal } = useWarning();
  const [code, setCode] = useState<string | null>(null);
  if (!languagesQuery.data) return <CenteredSpinner />;
  const languages = orderedLanguages(languagesQuery.data);
  const room = languages.length < MENU_LANGUAGES_MAX;
  const options = SECTION_GROUP_NAME_LANGUAGES.filter((item) => !languages.some((l) => l.code === item)).map(
    (item) => ({ value: item, label: `${languageLabel(item, i18n.language)} (${item})` }),
  );

  const failed = (error: unknown) =>
    warn(
      isApiError(error, CATALOGUE_ERROR_CODES.menuLanguagesLimit)
        ? t('catalogue.languages.limit', { max: MENU_LANGUAGES_MAX })
        : undefined,
    );

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (!code) return;
    try {
      await button.run(() => change.mutateAsync({ code, action: 'add' }));
      setCode(null);
    } catch (error) {
      failed(error);
    }
  };

  return (
    <Stack gap="md" data-testid="menu-languages">
      <Text size="sm" c="dimmed">
        {t('catalogue.languages.hint', { max: MENU_LANGUAGES_MAX })}
      </Text>
      <Stack gap={6}>
        {languages.map((language) => (
          <Group
            key={language.code}
            justify="space-between"
            p={8}
            style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
            data-testid={`menu-language-${language.code}`}
          >
            <Group gap="sm">
              <Text fw={600}>{languageLabel(language.code, i18n.language)}</Text>
              <Text size="sm" c="dimmed">
                {language.code}
              </Text>
              {language.mandatory && (
                <Badge variant="light" size="sm">
                  {t('catalogue.languages.mandatory')}
                </Badge>
              )}
            </Group>
            {!language.mandatory && (
              <Tooltip label={t('catalogue.languages.remove')}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('catalogue.languages.removeNamed', {
                    language: languageLabel(language.code, i18n.language),
                  })}
                  loading={change.isPending && change.variables?.code === language.code}
                  onClick={() =>
                    change.mutate({ code: language.code, action: 'remove' }, { onError: failed })
                  }
                  data-testid={`menu-language-remove-${language.code}`}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        ))}
      </Stack>
      {room ? (
        <form onSubmit={add} noValidate>
          <Group align="flex-end" gap="sm" wrap="nowrap">
            <Select
              label={t('catalogue.languages.add')}
              placeholder={t('catalogue.languages.pick')}
              data={options}
              value={code}
              onChange={setCode}
              searchable
              style={{ flex: 1 }}
              data-testid="menu-language-select"
            />
            <StateButton type="submit" state={button.state} disabled={!code} data-testid="menu-language-add">
              {t('catalogue.languages.addButton')}
            </StateButton>
          </Group>
        </form>
      ) : (
        <Text size="sm" c="dimmed" data-testid="menu-languages-full">
          {t('catalogue.languages.full', { max: MENU_LANGUAGES_MAX })}
        </Text>
      )}
      {warningModal}
    </Stack>
  );
}
