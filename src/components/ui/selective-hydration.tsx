import { Suspense, type ReactNode } from 'react';

/**
 * A part of a prerendered page that hydrates on its own: a Suspense boundary with no fallback.
 *
 * React hydrates the page outside such boundaries first and commits it; each boundary's markup
 * stays as it was painted and hydrates afterwards in a render and commit of its own, at a lower
 * priority ("selective hydration", React 18's `hydrateRoot` with Suspense; React's
 * `mountDehydratedSuspenseComponent`). So no single commit or effects pass covers the whole page,
 * and the header answers before the sections below it have hydrated. A tap on a part not yet
 * hydrated hydrates that part at once, synchronously, and is then dispatched to it (React's
 * `attemptSynchronousHydration` for discrete events), so nothing a visitor taps is lost.
 *
 * The boundary never shows a fallback: nothing inside suspends once the page has started (screens
 * and catalogues load before a navigation commits, `docs/design.md` §3.2), and the prerender writes
 * each boundary whole into the page (`progressiveChunkSize` in `src/app/entry-server.tsx`).
 * @param props.children - the part; its markup and behaviour are unchanged.
 */
export function SelectiveHydration({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
