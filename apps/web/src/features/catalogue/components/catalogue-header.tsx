import { LIMITS } from '@larder/contract';
import { Badge, Button, Group, Menu, Switch, Title, Tooltip } from '@mantine/core';
import {
  IconCategory,
  IconClock,
  IconLanguage,
  IconSettings,
  IconStar,
  IconTable,
  IconTags,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n/react';
import { paths } from '@/shared/paths';

/**
 * The page title with the catalogue-wide controls: whether customers see the catalogue, its working
 * hours, the popular products and the catalogue settings (menu languages, section groups, categories).
 */
export function CatalogueHeader({
  vendorId,
  canEdit,
  visible,
  popularCount,
  activeSectionId,
  onToggleVisible,
  compact,
}: {
  vendorId: number;
  canEdit: boolean;
  visible: boolean | undefined;
  popularCount: number;
  activeSectionId: number | undefined;
  onToggleVisible: (visible: boolean) => void;
  compact: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" align="center" mb="md" gap="sm" wrap="wrap">
      <Group gap="sm" align="center">
        <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
          {t('pages.catalog.title')}
        </Title>
        {visible !== undefined && !canEdit && (
          <Badge color={visible ? 'teal' : 'gray'} variant="light" data-testid="catalog-visible-badge">
            {visible ? t('catalogue.header.shown') : t('catalogue.header.notShown')}
          </Badge>
        )}
      </Group>
      {canEdit && (
        <Group gap="sm" wrap="wrap">
          {visible !== undefined && (
            <Tooltip label={t('catalogue.header.visibleHint')} multiline w={260} openDelay={300}>
              <Switch
                label={t('catalogue.header.visible')}
                checked={visible}
                onChange={(event) => onToggleVisible(event.currentTarget.checked)}
                data-testid="catalog-visible"
              />
            </Tooltip>
          )}
          <Button
            component={Link}
            to={paths.catalogueModal(vendorId, 'change-catalog-working-hours', activeSectionId)}
            variant="default"
            size="xs"
            leftSection={<IconClock size={16} />}
            data-testid="catalog-working-hours"
          >
            {t('catalogue.header.workingHours')}
          </Button>
          <Button
            component={Link}
            to={paths.cataloguePopularProducts(vendorId, activeSectionId)}
            variant="default"
            size="xs"
            leftSection={<IconStar size={16} />}
            data-testid="catalog-popular"
          >
            {compact
              ? `${popularCount}/${LIMITS.popularProducts}`
              : t('catalogue.header.popular', { count: popularCount, max: LIMITS.popularProducts })}
          </Button>
          <Menu position="bottom-end" shadow="md" width={240} withinPortal>
            <Menu.Target>
              <Button
                variant="default"
                size="xs"
                leftSection={<IconSettings size={16} />}
                data-testid="catalog-settings"
              >
                {t('catalogue.header.settings')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item
                component={Link}
                to={paths.catalogueModal(vendorId, 'add-menu-language', activeSectionId)}
                leftSection={<IconLanguage size={16} />}
                data-testid="catalog-menu-languages"
              >
                {t('catalogue.header.menuLanguages')}
              </Menu.Item>
              <Menu.Item
                component={Link}
                to={paths.catalogueModal(vendorId, 'edit-section-groups', activeSectionId)}
                leftSection={<IconCategory size={16} />}
                data-testid="catalog-section-groups"
              >
                {t('catalogue.header.sectionGroups')}
              </Menu.Item>
              <Menu.Item
                component={Link}
                to={paths.catalogueModal(vendorId, 'change-catalog-categories', activeSectionId)}
                leftSection={<IconTags size={16} />}
                data-testid="catalog-categories"
              >
                {t('catalogue.header.categories')}
              </Menu.Item>
              <Menu.Item
                component={Link}
                to={paths.catalogueModal(vendorId, 'catalog-spreadsheet', activeSectionId)}
                leftSection={<IconTable size={16} />}
                data-testid="catalog-spreadsheet"
              >
                {t('catalogue.header.spreadsheet')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      )}
    </Group>
  );
}
