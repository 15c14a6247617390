import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { ContentQueryProvider } from '@/components/ui/content-query-provider';
import { careersQuery } from '@/content/careers/queries';
import type { Career } from '@/content/careers/schema';
import { CareersScreen } from '@/features/careers/careers-screen';
import type { Page } from '@/lib/content/schemas';
import { requestLocale } from '@/lib/locale/locale-path';
import { loadIfBundled } from '@/app/route-content';

/** The list's first page from the bundled content, or `null` (see `loadIfBundled`). */
export function loader({ request }: LoaderFunctionArgs): Promise<Page<Career> | null> {
  const locale = requestLocale(request);
  return loadIfBundled((source) => careersQuery.firstPage(source, { locale }));
}

/** `/careers`, within the page's query cache. */
export function Component() {
  const firstPage = useLoaderData<Page<Career> | null>();
  return (
    <ContentQueryProvider>
      <CareersScreen firstPage={firstPage} />
    </ContentQueryProvider>
  );
}
