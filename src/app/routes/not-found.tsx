import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { PageMeta } from '@/components/ui/page-meta';

/** Any path the site does not have. */
export function Component() {
  const { t } = useTranslation();
  return (
    <section className="page container" aria-labelledby="not-found-title">
      <PageMeta page={t('notFound.title')} indexable={false} />
      <h1 id="not-found-title" className="page-title">
        {t('notFound.title')}
      </h1>
      <p className="page-lead">{t('notFound.body')}</p>
      <Link to={paths.home()} className="button button-primary">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
