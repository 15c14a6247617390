import { useTranslation } from 'react-i18next';

/** The loading step, as `index.html` draws it, for while the first screen's chunk loads. */
export function BootFallback() {
  const { t } = useTranslation();
  return (
    <div className="boot" role="status">
      <span className="boot-spinner" aria-hidden="true" />
      <span>{t('app.loading')}</span>
    </div>
  );
}
