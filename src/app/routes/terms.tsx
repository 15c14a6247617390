import { useTranslation } from 'react-i18next';
import { legalLoader, LegalRoute } from '@/app/legal-route';

/** Loads the terms of service (bundled, in the request's locale). */
export const loader = legalLoader('terms');

/** `/terms`. */
export function Component() {
  const { t } = useTranslation();
  return <LegalRoute title={t('legal.termsTitle')} />;
}
