import { Box, Center, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePartnerConfig } from '@/shared/config/partner-config-context';
import { LanguageSelect } from '@/shared/session/components/language-select';

/** The frame of every /auth screen: brand, language, one card. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  const { platformName, logo } = usePartnerConfig();
  return (
    <Box mih="100dvh" bg="var(--mantine-color-gray-0)" px="md" py="xl">
      <Group justify="space-between" maw={440} mx="auto" mb={40}>
        <Group gap="xs">
          {logo && <Image src={logo} alt="" w={32} h={32} />}
          <Text fw={700} size="lg">
            {platformName}
          </Text>
        </Group>
        <LanguageSelect />
      </Group>
      <Center>
        <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={440}>
          <Stack gap="lg">
            <Stack gap={4}>
              <Title order={1} fz="h2">
                {title}
              </Title>
              {subtitle && (
                <Text c="dimmed" size="sm">
                  {subtitle}
                </Text>
              )}
            </Stack>
            {children}
          </Stack>
        </Paper>
      </Center>
    </Box>
  );
}
