import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { getReports, type Report } from '@/content/investors/reports';
import { ReportsScreen } from '@/features/investors/reports-screen';
import { requestLocale } from '@/lib/locale/locale-path';
import { loadContent } from '@/app/route-content';

/** The reports in the request's locale (the content files); rejects when they cannot be read. */
export function loader({ request }: LoaderFunctionArgs): Promise<Report[]> {
  const locale = requestLocale(request);
  return loadContent(request, ['reports', locale], (source) => getReports(source, { locale }));
}

/** `/investors/reports`. */
export function Component() {
  const reports = useLoaderData<Report[]>();
  return <ReportsScreen reports={reports} />;
}
