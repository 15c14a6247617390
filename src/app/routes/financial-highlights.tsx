import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { getFinancialHighlights, type FinancialHighlights } from '@/content/investors/financial-highlights';
import { FinancialHighlightsScreen } from '@/features/investors/financial-highlights/financial-highlights-screen';
import { requestLocale } from '@/lib/locale/locale-path';
import { loadContent } from '@/app/route-content';

/** The financial highlights in the request's locale (the content files); rejects when they cannot be read. */
export function loader({ request }: LoaderFunctionArgs): Promise<FinancialHighlights> {
  const locale = requestLocale(request);
  return loadContent(request, ['financial-highlights', locale], (source) => getFinancialHighlights(source, { locale }));
}

/** `/investors/financial-highlights`. */
export function Component() {
  const highlights = useLoaderData<FinancialHighlights>();
  return <FinancialHighlightsScreen highlights={highlights} />;
}
