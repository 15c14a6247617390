import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { getGovernance, type Governance } from '@/content/investors/governance';
import { GovernanceScreen } from '@/features/investors/governance-screen';
import { requestLocale } from '@/lib/locale/locale-path';
import { loadContent } from '@/app/route-content';

/** The board and governance documents in the request's locale (the content files); rejects when they cannot be read. */
export function loader({ request }: LoaderFunctionArgs): Promise<Governance> {
  const locale = requestLocale(request);
  return loadContent(request, ['governance', locale], (source) => getGovernance(source, { locale }));
}

/** `/investors/governance`. */
export function Component() {
  const governance = useLoaderData<Governance>();
  return <GovernanceScreen {...governance} />;
}
