import { useTranslation } from 'react-i18next';
import { site } from '@/config/site';
import { useLocale } from '@/hooks/use-locale';

/**
 * The document title and description for a screen, rendered as React 19 `<title>` and `<meta>`
 * elements, which React hoists into `<head>`. `page` omitted gives the site's default title.
 */
export function PageMeta({ page, description }: { page?: string; description?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const group = site.groupShortName[locale];
  const title = page ? t('meta.titleTemplate', { page, group }) : t('meta.defaultTitle', { group });
  const text =
    description ??
    t('meta.description', { group: site.groupName[locale], code: site.stockCode, partner: site.partnerNetworkName[locale] });
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={text} />
    </>
  );
}
