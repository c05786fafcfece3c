import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconPlus, IconSearch, IconToolsKitchen2, IconX } from '@tabler/icons-react';
import { type ReactNode, startTransition, useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n/react';
import { EmptyPageState } from '@/shared/components/empty-page-state';
import { CenteredSpinner } from '@/shared/components/spinner';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { useMobileLayout } from '@/shared/hooks/use-mobile-layout';
import { paths } from '@/shared/paths';
import { useSetCatalogueVisible } from '../api/set-catalogue-visible';
import classes from '../components/catalogue.module.css';
import { CatalogueHeader } from '../components/catalogue-header';
import { ProductGrid } from '../components/product-grid';
import type { ProductTileActions } from '../components/product-tile';
import { SearchResults } from '../components/search-results';
import { SectionChips, SectionList } from '../components/section-list';
import { useCatalogueActions } from '../hooks/use-catalogue-actions';
import { useCatalogueContext } from '../hooks/use-catalogue-context';
import { useCatalogueSelection } from '../hooks/use-catalogue-selection';
import { createCatalogueSearch, pickActiveSection } from '../lib/catalogue';
import { ModifierGrid } from '../modifiers/components/modifier-grid';
import { ModifierGroupList } from '../modifiers/components/modifier-group-list';
import { useModifierGroupActions } from '../modifiers/hooks/use-modifier-group-actions';

/**
 * /vendor/{id}/catalog (docs/product.md#the-catalogue-page): the sections, the products of the active section
 * (the `section` parameter, else the first), and a search over the whole catalogue as you type. Owners and
 * managers add, reorder (buttons or drag-and-drop), rename, hide and delete; workers switch availability.
 */
export function CataloguePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('titles.catalog'));
  const context = useCatalogueContext();
  const { catalogue, catalogueQuery, vendorId, accountId, canEdit } = context;
  const { sectionId, productId, groupId, select } = useCatalogueSelection();
  const mobile = useMobileLayout();
  // What the results answer: the search box's text, a transition behind it (SearchBox).
  const [query, setQuery] = useState('');
  // A new box, empty, when the page clears the search itself (a result was opened).
  const [searchBoxKey, setSearchBoxKey] = useState(0);

  const search = useMemo(() => (catalogue ? createCatalogueSearch(catalogue) : null), [catalogue]);
  const results = useMemo(() => (search ? search(query) : []), [search, query]);
  const popularProductIds = catalogue?.popularProductIds;
  const popularIds = useMemo(() => new Set(popularProductIds ?? []), [popularProductIds]);
  const { sectionActions, tileActions, toggleSectionVisible, reorderProducts, fail, dialogs } =
    useCatalogueActions(context, popularIds.size);
  const setVisible = useSetCatalogueVisible(accountId);
  const groups = useModifierGroupActions(context);

  // A product picked in the results opens in its section, and the search gives way to it.
  const openFromSearch = useCallback(
    (item: { section: number; product?: number }) => {
      setQuery('');
      setSearchBoxKey((key) => key + 1);
      select(item);
    },
    [select],
  );
  const searchActions = useMemo<ProductTileActions>(
    () => ({
      ...tileActions,
      onSelect: (section, product) => openFromSearch({ section, product }),
    }),
    [tileActions, openFromSearch],
  );

  // A selected component group fills the grid instead of a section (a product's modal keeps its own `group`).
  const activeGroup =
    productId === null && groupId !== null
      ? catalogue?.componentGroups.find((group) => group.id === groupId)
      : undefined;
  const active = catalogue && !activeGroup ? pickActiveSection(catalogue, sectionId) : undefined;
  const searching = query.trim() !== '';

  let content: ReactNode;
  if (!catalogue) {
    content = catalogueQuery.isError ? (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
        <Group justify="space-between" gap="sm">
          <span>{t('catalogue.loadFailed')}</span>
          <Button size="xs" variant="white" color="red" onClick={() => void catalogueQuery.refetch()}>
            {t('orders.retry')}
          </Button>
        </Group>
      </Alert>
    ) : (
      <CenteredSpinner label={t('catalogue.loading')} />
    );
  } else if (searching) {
    content = (
      <SearchResults
        query={query}
        groups={results}
        popularIds={popularIds}
        selectedProductId={productId}
        actions={searchActions}
        onOpenSection={(section) => openFromSearch({ section })}
      />
    );
  } else if (activeGroup) {
    const grid = (
      <ModifierGrid group={activeGroup} groupActions={groups.groupActions} tileActions={groups.tileActions} />
    );
    const groupList = (
      <ModifierGroupList
        groups={catalogue.componentGroups}
        activeId={activeGroup.id}
        actions={groups.groupActions}
      />
    );
    content = mobile ? (
      <Stack gap="md">
        <SectionChips sections={catalogue.sections} activeId={undefined} actions={sectionActions} />
        {grid}
        {groupList}
      </Stack>
    ) : (
      <div className={classes.layout}>
        <div className={classes.sideColumn}>
          <SectionList sections={catalogue.sections} activeId={undefined} actions={sectionActions} />
          {groupList}
        </div>
        {grid}
      </div>
    );
  } else if (!active) {
    content = (
      <EmptyPageState
        icon={<IconToolsKitchen2 size={28} />}
        title={t('pages.catalog.emptyTitle')}
        description={t('pages.catalog.emptyText')}
      >
        {canEdit && (
          <Button
            component={Link}
            to={paths.catalogueModal(vendorId, 'add-section')}
            leftSection={<IconPlus size={18} />}
            data-testid="add-first-section"
          >
            {t('catalogue.sections.add')}
          </Button>
        )}
      </EmptyPageState>
    );
  } else {
    const grid = (
      <ProductGrid
        section={active}
        sectionIndex={catalogue.sections.indexOf(active)}
        sectionCount={catalogue.sections.length}
        selectedProductId={productId}
        popularIds={popularIds}
        tileActions={tileActions}
        sectionActions={sectionActions}
        onToggleSectionVisible={toggleSectionVisible}
        onReorderProducts={reorderProducts}
        moveInMenu={mobile}
      />
    );
    const groupList = (
      <ModifierGroupList groups={catalogue.componentGroups} activeId={null} actions={groups.groupActions} />
    );
    content = mobile ? (
      <Stack gap="md">
        <SectionChips sections={catalogue.sections} activeId={active.id} actions={sectionActions} />
        {grid}
        {groupList}
      </Stack>
    ) : (
      <div className={classes.layout}>
        <div className={classes.sideColumn}>
          <SectionList sections={catalogue.sections} activeId={active.id} actions={sectionActions} />
          {groupList}
        </div>
        {grid}
      </div>
    );
  }

  return (
    <Stack gap={0} data-testid="catalog-page">
      <CatalogueHeader
        vendorId={vendorId}
        canEdit={canEdit}
        visible={catalogue?.visible}
        popularCount={popularIds.size}
        activeSectionId={active?.id}
        onToggleVisible={(visible) => setVisible.mutate(visible, { onError: fail })}
        compact={mobile}
      />
      {catalogue && catalogue.sections.length > 0 && <SearchBox key={searchBoxKey} onSearch={setQuery} />}
      {content}
      {dialogs}
      {groups.dialogs}
    </Stack>
  );
}

/**
 * The search over the whole catalogue. The box keeps its own text, so a keystroke re-renders the box
 * alone and shows at once; the page takes the query in a transition, which the next keystroke
 * interrupts rather than waits for.
 */
function SearchBox({ onSearch }: { onSearch: (query: string) => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const change = (next: string) => {
    setValue(next);
    startTransition(() => onSearch(next));
  };
  return (
    <TextInput
      value={value}
      onChange={(event) => change(event.currentTarget.value)}
      placeholder={t('catalogue.search.placeholder')}
      aria-label={t('catalogue.search.label')}
      leftSection={<IconSearch size={16} />}
      rightSection={
        value ? (
          <IconX
            size={16}
            role="button"
            aria-label={t('orders.search.clear')}
            style={{ cursor: 'pointer' }}
            onClick={() => change('')}
          />
        ) : null
      }
      mb="md"
      maw={{ base: '100%', sm: 480 }}
      type="search"
      data-testid="catalog-search"
    />
  );
}
