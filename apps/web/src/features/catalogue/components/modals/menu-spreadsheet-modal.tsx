import {
  ERROR_CODES,
  formatMoney,
  isAppErrorCode,
  MENU_SPREADSHEET_COLUMNS,
  MENU_SPREADSHEET_LIMITS,
  type MenuImportApplied,
  type MenuImportError,
  type MenuImportPreview,
  type MenuImportValue,
  type MenuSpreadsheetColumn,
} from '@larder/contract';
import { Alert, Badge, Button, FileButton, Group, Progress, Stack, Table, Text } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconDownload, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import type { TFunction } from '@/i18n/i18n';
import { useTranslation } from '@/i18n/react';
import { isApiError } from '@/shared/api/api-error';
import { errorMessage, errorMessageKey } from '@/shared/api/error-message';
import { useModalControls } from '@/shared/components/modal-layout';
import { menuExportUrl, useApplyMenuImport, usePreviewMenuImport } from '../../api/menu-spreadsheet';
import { CatalogueModalFrame } from './catalogue-modal-frame';

/** Rows a preview table shows at most: a file may change thousands of cells. */
const SHOWN_ROWS = 200;

/** Fields whose values are amounts, shown in the platform currency. */
const MONEY_FIELDS: ReadonlySet<string> = new Set(['price', 'discountPrice']);

/** A value of a preview as the reader sees it: yes/no, an amount in the currency, — for none. */
type Show = (value: MenuImportValue, field: string) => string;

/**
 * view=catalog-spreadsheet (docs/product.md#the-menu-as-a-spreadsheet): download the menu, upload a
 * filled-in file, look at what it would change (and the cells it refuses), then apply it or not.
 */
export function MenuSpreadsheetModal() {
  const { t } = useTranslation();
  return (
    <CatalogueModalFrame title={t('catalogue.spreadsheet.title')}>
      {(context) => <MenuSpreadsheet accountId={context.accountId} currencyCode={context.currencyCode} />}
    </CatalogueModalFrame>
  );
}

export function MenuSpreadsheet({ accountId, currencyCode }: { accountId: number; currencyCode: string }) {
  const { t, i18n } = useTranslation();
  const show: Show = (value, field) => {
    if (value === null || value === '') return '—';
    if (typeof value === 'boolean')
      return value ? t('catalogue.spreadsheet.yes') : t('catalogue.spreadsheet.no');
    if (typeof value === 'number' && MONEY_FIELDS.has(field) && currencyCode) {
      return formatMoney(value, currencyCode, i18n.language);
    }
    return String(value);
  };
  const { close } = useModalControls();
  const read = usePreviewMenuImport(accountId);
  const write = useApplyMenuImport(accountId);
  const [preview, setPreview] = useState<MenuImportPreview | null>(null);
  const [applied, setApplied] = useState<MenuImportApplied | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const upload = async (file: File | null) => {
    if (!file) return;
    setFailure(null);
    setApplied(null);
    setPreview(null);
    try {
      setPreview(await read.mutateAsync(file));
    } catch (error) {
      setFailure(errorMessage(error, t));
    }
  };

  const apply = async () => {
    if (!preview) return;
    setFailure(null);
    try {
      setApplied(await write.mutateAsync(preview.previewId));
      setPreview(null);
    } catch (error) {
      setFailure(errorMessage(error, t));
      // A stale, spent or refused preview cannot be applied again: the file is read anew.
      if (isApiError(error)) setPreview(null);
    }
  };

  if (write.isPending) {
    return (
      <Stack gap="sm" py="md" data-testid="spreadsheet-applying">
        <Text>{t('catalogue.spreadsheet.applying')}</Text>
        <Progress value={100} striped animated aria-label={t('catalogue.spreadsheet.applying')} />
      </Stack>
    );
  }

  return (
    <Stack gap="md" data-testid="menu-spreadsheet">
      {failure && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {failure}
        </Alert>
      )}
      {applied && (
        <Alert color="teal" variant="light" icon={<IconCheck size={18} />} data-testid="spreadsheet-applied">
          {t('catalogue.spreadsheet.applied', { updated: applied.updated, created: applied.created })}
        </Alert>
      )}
      {preview ? (
        <Preview
          preview={preview}
          show={show}
          onApply={apply}
          onCancel={() => {
            setPreview(null);
            read.reset();
          }}
        />
      ) : (
        <>
          <Text size="sm">{t('catalogue.spreadsheet.hint')}</Text>
          <Text size="sm" c="dimmed">
            {t('catalogue.spreadsheet.limits', {
              mb: MENU_SPREADSHEET_LIMITS.maxBytes / 1024 / 1024,
              rows: MENU_SPREADSHEET_LIMITS.maxRows.toLocaleString(i18n.language),
            })}
          </Text>
          <Group gap="sm">
            <Button
              component="a"
              href={menuExportUrl(accountId)}
              download="menu.xlsx"
              variant="default"
              leftSection={<IconDownload size={16} />}
              data-testid="spreadsheet-download"
            >
              {t('catalogue.spreadsheet.download')}
            </Button>
            <FileButton
              onChange={upload}
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            >
              {(props) => (
                <Button
                  {...props}
                  leftSection={<IconUpload size={16} />}
                  loading={read.isPending}
                  data-testid="spreadsheet-upload"
                >
                  {t('catalogue.spreadsheet.upload')}
                </Button>
              )}
            </FileButton>
          </Group>
          {applied && (
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('common.close')}
              </Button>
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}

function Preview({
  preview,
  show,
  onApply,
  onCancel,
}: {
  preview: MenuImportPreview;
  show: Show;
  onApply: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { changes, created, errors } = preview;
  const nothing = changes.length + created.length === 0;
  return (
    <Stack gap="md" data-testid="spreadsheet-preview">
      <Group gap="xs">
        <Badge variant="light" color="blue">
          {t('catalogue.spreadsheet.summary.changes', { count: changes.length })}
        </Badge>
        <Badge variant="light" color="teal">
          {t('catalogue.spreadsheet.summary.created', { count: created.length })}
        </Badge>
        {errors.length > 0 && (
          <Badge variant="light" color="red">
            {t('catalogue.spreadsheet.summary.errors', { count: errors.length })}
          </Badge>
        )}
      </Group>
      {errors.length > 0 && <Errors errors={errors} />}
      {nothing && errors.length === 0 && <Text>{t('catalogue.spreadsheet.nothing')}</Text>}
      {changes.length > 0 && (
        <Stack gap={6}>
          <Text fw={600}>{t('catalogue.spreadsheet.changesTitle')}</Text>
          <Table.ScrollContainer minWidth={340}>
            <Table striped withTableBorder data-testid="spreadsheet-changes">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('catalogue.spreadsheet.table.product')}</Table.Th>
                  <Table.Th>{t('catalogue.spreadsheet.table.field')}</Table.Th>
                  <Table.Th>{t('catalogue.spreadsheet.table.from')}</Table.Th>
                  <Table.Th>{t('catalogue.spreadsheet.table.to')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {changes.slice(0, SHOWN_ROWS).map((change) => (
                  <Table.Tr key={`${change.row}-${change.field}`} data-testid="spreadsheet-change">
                    <Table.Td>
                      {change.productName}
                      <Text size="xs" c="dimmed">
                        {t('catalogue.spreadsheet.table.rowNumber', { row: change.row })}
                      </Text>
                    </Table.Td>
                    <Table.Td>{fieldLabel(change.field, t)}</Table.Td>
                    <Table.Td c="dimmed" td="line-through">
                      {show(change.from, change.field)}
                    </Table.Td>
                    <Table.Td bg="yellow.1" fw={600} data-changed="true">
                      {show(change.to, change.field)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <More count={changes.length - SHOWN_ROWS} />
        </Stack>
      )}
      {created.length > 0 && (
        <Stack gap={6}>
          <Text fw={600}>{t('catalogue.spreadsheet.createdTitle')}</Text>
          <Table.ScrollContainer minWidth={300}>
            <Table striped withTableBorder data-testid="spreadsheet-created">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('catalogue.spreadsheet.table.section')}</Table.Th>
                  <Table.Th>{t('catalogue.spreadsheet.table.product')}</Table.Th>
                  <Table.Th>{t('catalogue.spreadsheet.fields.price')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {created.slice(0, SHOWN_ROWS).map((item) => (
                  <Table.Tr key={item.row}>
                    <Table.Td>{item.section}</Table.Td>
                    <Table.Td bg="teal.0" data-changed="true">
                      <Text fw={600} size="sm">
                        {item.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t('catalogue.spreadsheet.table.rowNumber', { row: item.row })}
                      </Text>
                    </Table.Td>
                    <Table.Td>{show(item.fields.price ?? null, 'price')}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <More count={created.length - SHOWN_ROWS} />
        </Stack>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} data-testid="spreadsheet-cancel">
          {t('common.cancel')}
        </Button>
        <Button onClick={onApply} disabled={errors.length > 0 || nothing} data-testid="spreadsheet-apply">
          {t('catalogue.spreadsheet.apply')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The refused cells, by row: where, and why in the reader's language. */
function Errors({ errors }: { errors: MenuImportError[] }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={18} />}
      title={t('catalogue.spreadsheet.errorsTitle')}
      data-testid="spreadsheet-errors"
    >
      <Stack gap={4}>
        {errors.slice(0, SHOWN_ROWS).map((error) => (
          <Text size="sm" key={`${error.row}-${error.column}-${error.code}`} data-testid="spreadsheet-error">
            <Text span fw={600}>
              {t('catalogue.spreadsheet.errorAt', { row: error.row, column: error.column })}
              {error.cell ? ` (${error.cell})` : ''}
            </Text>
            {': '}
            {cellProblem(error, t)}
          </Text>
        ))}
        <More count={errors.length - SHOWN_ROWS} />
      </Stack>
    </Alert>
  );
}

function More({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    <Text size="sm" c="dimmed">
      {t('catalogue.spreadsheet.more', { count })}
    </Text>
  );
}

/**
 * A refused cell's reason: the catalogue's words for its code; a cell that fails a field's limits
 * keeps the server's words, which name the limit where "not valid" would not.
 */
function cellProblem(error: MenuImportError, t: TFunction): string {
  if (!isAppErrorCode(error.code) || error.code === ERROR_CODES.validation) return error.message;
  return t(errorMessageKey(error.code));
}

/** The columns a change names: a file changes neither a product's ID nor its section. */
type FieldName = Exclude<MenuSpreadsheetColumn, 'id' | 'section'>;
const isFieldName = (name: string): name is FieldName =>
  name !== 'id' && name !== 'section' && (MENU_SPREADSHEET_COLUMNS as readonly string[]).includes(name);

/** "price" → Price, "name.ru" → Name (ru). */
function fieldLabel(field: string, t: TFunction): string {
  const [name, language] = field.split('.') as [string, string | undefined];
  if (!isFieldName(name)) return field;
  const label = t(`catalogue.spreadsheet.fields.${name}`);
  return language ? `${label} (${language})` : label;
}
