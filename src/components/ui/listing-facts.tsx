import { useTranslation } from 'react-i18next';
import { site } from '@/config/site';
import { useLocale } from '@/lib/locale/use-locale';

/**
 * The stock's listing (`docs/design.md` §4.6): its code and the exchange it is listed
 * on, as two items of the caller's description list (`<dl>`). The one place these facts are
 * written out; their values live in `src/config/site.ts`.
 */
export function ListingFacts({ itemClassName, codeClassName }: { itemClassName?: string; codeClassName?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      <div className={itemClassName}>
        <dt>{t('listing.stockCode')}</dt>
        <dd className={codeClassName}>{site.stockCode}</dd>
      </div>
      <div className={itemClassName}>
        <dt>{t('listing.exchange')}</dt>
        <dd>{site.exchange[locale]}</dd>
      </div>
    </>
  );
}
