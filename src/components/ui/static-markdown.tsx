import { deferredPart, type DeferredPart } from './deferred-part';

/**
 * Markdown on a prerendered page as a static part (`./deferred-part.tsx`, `reached`): an
 * announcement's body or a legal page is text and links that nothing on the page changes, so the
 * page starts without the Markdown parser's code and without parsing the body again to hydrate
 * it. The painted body is the part until the visitor focuses, touches or taps into it, or the
 * page shows other Markdown (another announcement, another language); its code then loads and
 * the part renders as `Markdown` does. A screen rendered afresh (an in-app navigation) has the
 * code from its route's loader ({@link DeferredPart.preload}).
 * @param id - the `id` of the Markdown's `div`, unique on the page: where the painted part is found.
 */
export function staticMarkdown(id: string): DeferredPart<{ children: string }> {
  return deferredPart(
    id,
    () =>
      import('./markdown').then(({ Markdown }) => {
        function StaticMarkdown({ children }: { children: string }) {
          return <Markdown id={id}>{children}</Markdown>;
        }
        return StaticMarkdown;
      }),
    'reached',
  );
}
