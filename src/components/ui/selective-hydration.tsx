import { Suspense, type ReactNode } from 'react';

/**
 * A part of a prerendered page that hydrates on its own: a Suspense boundary with no fallback.
 *
 * React hydrates the page outside such boundaries first and commits it; each boundary's markup
 * stays as it was painted and hydrates afterwards in a render and commit of its own, at a lower
 * priority. So no single commit or effects pass covers the whole page, and the header answers
 * before the sections below it have hydrated. A tap on a part not yet hydrated makes React hydrate
 * that part first and is then dispatched to it, so nothing a visitor taps is lost. Both are React's
 * documented selective hydration (React 18's release notes, react.dev/blog/2022/03/29/react-v18,
 * "New Suspense Features"; github.com/reactwg/react-18/discussions/130, "Selective Hydration");
 * `tests/unit/components/ui/selective-hydration.test.tsx` asserts them, on the site's React and,
 * through `npm run test:react`, on the releases before and after it.
 *
 * The boundary never shows a fallback: nothing inside suspends once the page has started (screens
 * and catalogues load before a navigation commits, `docs/design.md` §3.2), and the prerender writes
 * each boundary whole into the page (`progressiveChunkSize` in `src/app/entry-server.tsx`).
 * @param props.children - the part; its markup and behaviour are unchanged.
 */
export function SelectiveHydration({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
