import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { getReports, type Report } from '@/lib/investors/reports';
import { ReportsScreen } from '@/features/investors/reports-screen';
import { requestLocale } from '@/lib/locale/locale-path';
import { loadBundled } from '@/app/route-content';

/** The reports in the request's locale (always bundled); rejects when they cannot be read. */
export function loader({ request }: LoaderFunctionArgs): Promise<Report[]> {
  const locale = requestLocale(request);
  return loadBundled((source) => getReports(source, { locale }));
}

/** `/investors/reports`. */
export function Component() {
  const reports = useLoaderData<Report[]>();
  return <ReportsScreen reports={reports} />;
}
