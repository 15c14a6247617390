import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { getCalendar } from '@/content/investors/calendar';
import { getReports } from '@/content/investors/reports';
import { InvestorCentre, type InvestorCentreData } from '@/features/investors/investor-centre';
import { requestLocale } from '@/lib/locale/locale-path';
import { loadContent } from '@/app/route-content';

/** The investor centre's content in the request's locale (the content files); rejects when it cannot be read. */
export async function loader({ request }: LoaderFunctionArgs): Promise<InvestorCentreData> {
  const locale = requestLocale(request);
  const [reports, events] = await loadContent(request, ['investor-centre', locale], (source) =>
    Promise.all([getReports(source, { locale }), getCalendar(source, { locale })]),
  );
  // The reports come newest first (`getReports`).
  return { latestReport: reports[0], events, loadedAt: Date.now() };
}

/** `/investors`: the investor centre. */
export function Component() {
  const data = useLoaderData<InvestorCentreData>();
  return <InvestorCentre {...data} />;
}
