/**
 * What the privacy and terms screens share (`src/app/routes/privacy.tsx`, `terms.tsx`): a loader
 * for one legal page and the screen that shows it.
 */
import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router-dom';
import { getLegalPage, type LegalPage } from '@/content/legal/legal-page';
import { LegalScreen, preloadLegalBody, type LegalData } from '@/features/legal/legal-screen';
import { toContentError } from '@/lib/content/content-error';
import { requestLocale } from '@/lib/locale/locale-path';
import { loadContent } from '@/app/route-content';

/** A loader of the legal `page` (bundled, in the request's locale); a failure is data the screen shows. */
export function legalLoader(page: LegalPage) {
  return async ({ request }: LoaderFunctionArgs): Promise<LegalData> => {
    const locale = requestLocale(request);
    const content = loadContent(request, ['legal', page, locale], (source) =>
      getLegalPage(source, { page, locale }),
    ).then(
      (markdown): LegalData => ({ markdown }),
      (error: unknown): LegalData => ({ failure: toContentError(error).kind }),
    );
    // The text's code, alongside: a chunk that fails to load is the app's error, not the content's.
    const [data] = await Promise.all([content, preloadLegalBody()]);
    return data;
  };
}

/** The legal page its route's loader gave, under `title`, with a retry when it failed. */
export function LegalRoute({ title }: { title: string }) {
  const data = useLoaderData<LegalData>();
  const revalidator = useRevalidator();
  return (
    <LegalScreen
      title={title}
      data={data}
      onRetry={() => void revalidator.revalidate()}
      retrying={revalidator.state === 'loading'}
    />
  );
}
