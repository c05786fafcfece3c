import type { Section } from '@larder/contract';
import { Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/i18n/react';

export type Orientation = Section['imageOrientation'];

const ORIENTATIONS: Orientation[] = ['HORIZONTAL', 'VERTICAL'];

/**
 * The image orientation of a section's products (docs/product.md#sections): a card per choice with a picture
 * of the shape.
 */
export function OrientationPicker({
  value,
  onChange,
}: {
  value: Orientation;
  onChange: (value: Orientation) => void;
}) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      label={t('catalogue.orientation.label')}
      value={value}
      onChange={(next) => onChange(next as Orientation)}
    >
      <SimpleGrid cols={2} spacing="sm" mt={6}>
        {ORIENTATIONS.map((orientation) => (
          <Radio.Card
            key={orientation}
            value={orientation}
            radius="md"
            p="sm"
            data-testid={`orientation-${orientation}`}
          >
            <Stack gap={8} align="center">
              <div
                aria-hidden
                style={{
                  width: orientation === 'HORIZONTAL' ? 64 : 40,
                  height: orientation === 'HORIZONTAL' ? 40 : 64,
                  borderRadius: 6,
                  background:
                    value === orientation
                      ? 'var(--mantine-primary-color-light)'
                      : 'var(--mantine-color-gray-1)',
                  border: '1.5px solid var(--mantine-color-gray-4)',
                }}
              />
              <Text size="sm" fw={600}>
                {t(`catalogue.orientation.${orientation}`)}
              </Text>
              <Text size="xs" c="dimmed" ta="center">
                {t(`catalogue.orientation.hint.${orientation}`)}
              </Text>
            </Stack>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
