import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { getCalendar } from '@/content/investors/calendar';
import { CalendarScreen, type CalendarData } from '@/features/investors/calendar-screen';
import { requestLocale } from '@/lib/locale/locale-path';
import { loadContent } from '@/app/route-content';

/** The financial calendar in the request's locale (the content files); rejects when it cannot be read. */
export async function loader({ request }: LoaderFunctionArgs): Promise<CalendarData> {
  const locale = requestLocale(request);
  const events = await loadContent(request, ['calendar', locale], (source) => getCalendar(source, { locale }));
  return { events, loadedAt: Date.now() };
}

/** `/investors/calendar`. */
export function Component() {
  const data = useLoaderData<CalendarData>();
  return <CalendarScreen {...data} />;
}
