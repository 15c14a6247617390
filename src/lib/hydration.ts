/**
 * Whether what renders now may be hydrating prerendered markup: on the server (which writes that
 * markup) and in the browser from the start until the entry says otherwise (`src/app/main.tsx`):
 * at once when it renders the page afresh, or at the first in-app navigation when it hydrates.
 * Not at the first commit: parts of the page hydrate after it (a route's screen behind its
 * Suspense boundary, a deferred part such as the footer), while every screen after a navigation
 * is rendered afresh.
 *
 * A value the server cannot know (the visitor's clock or time zone) must render as the server's
 * while hydrating, then as the browser's. Read once by a component when it first renders, this
 * tells such a hook whether to start from the server's value (`src/hooks/use-now.ts`).
 */
import { appState } from '@/lib/app-state';
const page = appState(() => ({ hydrating: true }));

/** Marks the start of the page's hydration (the state a page starts in). */
export function beginPageHydration(): void {
  page().hydrating = true;
}

/** Marks that nothing renders over prerendered markup any more: the page is rendered afresh, or navigated. */
export function endPageHydration(): void {
  page().hydrating = false;
}

/** Whether components rendering now may be hydrating the prerendered page (always, on the server). */
export function isHydratingPage(): boolean {
  return page().hydrating;
}
