import { type Catalogue, can, type MenuLanguage } from '@larder/contract';
import { useMemo } from 'react';
import { useTranslation } from '@/i18n/react';
import { useVendorParams } from '@/shared/params/api/get-vendor-params';
import { useVendorSession } from '@/shared/session/vendor-context';
import { useCatalogue } from '../api/get-catalogue';
import { displayName, mandatoryLanguage, orderedLanguages } from '../lib/catalogue';

export interface CatalogueContext {
  vendorId: number;
  accountId: number;
  catalogue: Catalogue | undefined;
  catalogueQuery: ReturnType<typeof useCatalogue>;
  /** Menu languages, the mandatory one first. */
  languages: MenuLanguage[];
  mandatory: string;
  /** The UI language: the first choice for display names. */
  uiLanguage: string;
  /** The vendor's IANA time zone. */
  timeZone: string;
  currencyCode: string;
  /**
   * docs/product.md#roles-and-permissions: owners and managers edit the catalogue; workers only switch
   * availability.
   */
  canEdit: boolean;
  canPrice: boolean;
  /** Restock and set counts: whoever switches availability, workers included (docs/product.md#stock-counts). */
  canRestock: boolean;
  /** A name as the UI shows it (UI language → mandatory → first). */
  nameOf: (value: { values: Record<string, string> } | null | undefined) => string;
}

/** What every catalogue screen needs: the account, its loaded catalogue, languages, currency and role. */
export function useCatalogueContext(): CatalogueContext {
  const { vendorId, account, user, vendor } = useVendorSession();
  const { i18n } = useTranslation();
  const catalogueQuery = useCatalogue(account.id);
  const params = useVendorParams();
  const catalogue = catalogueQuery.data;
  const rawLanguages = catalogue?.menuLanguages ?? params.data?.menuLanguages;
  const uiLanguage = i18n.language;
  const languages = useMemo(() => orderedLanguages(rawLanguages ?? []), [rawLanguages]);
  const mandatory = mandatoryLanguage(languages);
  const nameOf = useMemo(
    () => (value: { values: Record<string, string> } | null | undefined) =>
      displayName(value, uiLanguage, mandatory),
    [uiLanguage, mandatory],
  );
  return {
    vendorId,
    accountId: account.id,
    catalogue,
    catalogueQuery,
    languages,
    mandatory,
    uiLanguage,
    timeZone: vendor.timeZone,
    currencyCode: params.data?.locale.currencyCode ?? '',
    canEdit: can(user.role, 'catalogue.edit'),
    canPrice: can(user.role, 'catalogue.price'),
    canRestock: can(user.role, 'catalogue.availability'),
    nameOf,
  };
}
