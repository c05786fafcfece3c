import { UI_LANGUAGES, type UiLanguage } from '@larder/contract';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconChevronDown, IconLanguage } from '@tabler/icons-react';
import { changeUiLanguage, currentUiLanguage } from '@/i18n/i18n';
import { useTranslation } from '@/i18n/react';
import { DeferredMenu } from '@/shared/components/deferred-menu';
import { useMe } from '../api/get-me';
import { useUpdateMe } from '../api/update-me';

/**
 * English / Русский. Switches the UI language at once and, for a signed-in user, saves langCode
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
    <DeferredMenu
      position="bottom-end"
      shadow="md"
      width={180}
      target={
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
      }
    >
      {({ Menu }) =>
        UI_LANGUAGES.map((lng) => (
          <Menu.Item
            key={lng}
            onClick={() => choose(lng)}
            rightSection={lng === current ? <IconCheck size={14} /> : null}
            lang={lng}
          >
            {t(`language.${lng}`)}
          </Menu.Item>
        ))
      }
    </DeferredMenu>
  );
}
