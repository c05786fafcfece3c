import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { useTranslation } from '@/i18n/react';

/** Last resort when a page fails to render. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  return (
    <Center mih="100dvh" p="xl">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <Title order={1} fz="h2">
          {t('common.oops')}
        </Title>
        <Text c="dimmed">{t('common.reloadHint')}</Text>
        <Button onClick={() => window.location.reload()} mt="sm">
          {t('common.reload')}
        </Button>
      </Stack>
    </Center>
  );
}
