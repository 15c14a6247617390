import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { LANGUAGE_TAG, LOCALES, type Locale } from '@/config/locales';
import { filePaths } from '@/config/paths';
import { site } from '@/config/site';
import { useLocale } from '@/lib/locale/use-locale';
import { localizePath } from '@/lib/locale/locale-path';

/** Open Graph `og:locale` of each locale (the protocol's `language_TERRITORY` form). */
const OG_LOCALE: Readonly<Record<Locale, string>> = { en: 'en_HK', zh: 'zh_CN', 'zh-TW': 'zh_HK' };

/** The absolute URL of same-site `path` in `locale`. */
function pageUrl(path: string, locale: Locale): string {
  return `${site.origin}${localizePath(path, locale)}`;
}

export interface PageMetaProps {
  /** The screen's name; omitted gives the site's default title. */
  page?: string;
  description?: string;
  /** Open Graph type: `article` for an announcement. */
  type?: 'website' | 'article';
  /** `false` for screens that are not pages of their own (not found): `noindex`, no canonical. */
  indexable?: boolean;
}

/**
 * The document's head for a screen, rendered as React 19 `<title>`, `<meta>` and `<link>`
 * elements, which React hoists into `<head>` (and prerendering writes there): title,
 * description, the canonical URL, one `hreflang` alternate per locale plus `x-default` (the
 * unprefixed English URL, which sends other visitors to their language), the locale's RSS feed
 * of announcements (feed autodiscovery, RSS Advisory Board), and Open Graph tags.
 */
export function PageMeta({ page, description, type = 'website', indexable = true }: PageMetaProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname } = useLocation();
  const group = site.groupShortName[locale];
  const title = page ? t('meta.titleTemplate', { page, group }) : t('meta.defaultTitle', { group });
  const text =
    description ??
    t('meta.description', {
      group: site.groupName[locale],
      code: site.stockCode,
      partner: site.partnerNetworkName[locale],
    });
  const url = pageUrl(pathname, locale);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={text} />
      {indexable ? (
        <>
          <link rel="canonical" href={url} />
          {LOCALES.map((other) => (
            <link key={other} rel="alternate" hrefLang={LANGUAGE_TAG[other]} href={pageUrl(pathname, other)} />
          ))}
          <link rel="alternate" hrefLang="x-default" href={pageUrl(pathname, 'en')} />
        </>
      ) : (
        <meta name="robots" content="noindex" />
      )}
      <link
        rel="alternate"
        type="application/rss+xml"
        title={t('feeds.title', { group: site.groupName[locale] })}
        href={filePaths.announcementFeed(locale)}
      />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={site.groupName[locale]} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={text} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content={OG_LOCALE[locale]} />
      <meta name="twitter:card" content="summary" />
    </>
  );
}
