import { UI_LANGUAGES, type UiLanguage } from '@larder/contract';
import { Button, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconChevronDown, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeUiLanguage, currentUiLanguage } from '@/i18n/i18n';
import { useMe } from '../api/get-me';
import { useUpdateMe } from '../api/update-me';

/**
 * English / Русский. Switches i18next at once and, for a signed-in user, saves langCode
 * (PATCH users/me) so the choice follows them to other devices.
 */
export function LanguageSelect({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const { data: user } = useMe();
  const updateMe = useUpdateMe();
  const current = currentUiLanguage(i18n);

  const choose = (lng: UiLanguage) => {
    if (lng === current) return;
    void changeUiLanguage(i18n, lng);
    if (user) {
      updateMe.mutate(
        { langCode: lng },
        {
          onError: () =>
            notifications.show({ color: 'red', message: t('language.saveFailed'), autoClose: 4000 }),
        },
      );
    }
  };

  return (
    <Menu position="bottom-end" shadow="md" width={180}>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          size="compact-sm"
          leftSection={<IconLanguage size={16} />}
          rightSection={compact ? undefined : <IconChevronDown size={14} />}
          aria-label={t('language.label')}
        >
          {compact ? current.toUpperCase() : t(`language.${current}`)}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {UI_LANGUAGES.map((lng) => (
          <Menu.Item
            key={lng}
            onClick={() => choose(lng)}
            rightSection={lng === current ? <IconCheck size={14} /> : null}
            lang={lng}
          >
            {t(`language.${lng}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
