import { useTranslation } from 'react-i18next';
import { legalLoader, LegalRoute } from '@/app/legal-route';

/** Loads the privacy policy (bundled, in the request's locale). */
export const loader = legalLoader('privacy');

/** `/privacy`. */
export function Component() {
  const { t } = useTranslation();
  return <LegalRoute title={t('legal.privacyTitle')} />;
}
