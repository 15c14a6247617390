import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { getShareholderInformation, type ShareholderInformation } from '@/content/investors/shareholder-information';
import { ShareholdersScreen } from '@/features/investors/shareholders/shareholders-screen';
import { requestLocale } from '@/lib/locale/locale-path';
import { loadContent } from '@/app/route-content';

/** The shareholder information in the request's locale (the content files); rejects when it cannot be read. */
export function loader({ request }: LoaderFunctionArgs): Promise<ShareholderInformation> {
  const locale = requestLocale(request);
  return loadContent(request, ['shareholders', locale], (source) => getShareholderInformation(source, { locale }));
}

/** `/investors/shareholders`. */
export function Component() {
  const information = useLoaderData<ShareholderInformation>();
  return <ShareholdersScreen information={information} />;
}
