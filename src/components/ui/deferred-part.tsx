/**
 * Parts of a prerendered page whose code loads, and whose painted markup hydrates, only when the
 * visitor comes near them (`docs/design.md` §3.3): the home page's sections below the hero. The
 * painted markup is the part, links and all, until then; the start of the page neither downloads,
 * evaluates nor hydrates what is out of sight. This is the "hydrate on visible" of Astro's
 * `client:visible` and Angular's incremental hydration (`@defer (hydrate on viewport)`), built
 * on React's own rule for a Suspense boundary that suspends while it hydrates: React keeps the
 * server's markup in place and hydrates it when the promise resolves (React's
 * `mountDehydratedSuspenseComponent`; the boundary is {@link SelectiveHydration}'s).
 *
 * A tap on a part whose code has not loaded would reach React while the part cannot hydrate,
 * and React drops it (its `attemptSynchronousHydration` leaves the event blocked and stops it). So
 * this module holds such taps, as the early-input capture does before the start
 * (`src/lib/pre-paint/early-input-capture.ts`): the part loads at once and the tap is played on
 * it as soon as its code is there, when React can hydrate it synchronously and deliver the tap.
 */
import { use, type ComponentType, type ReactNode } from 'react';
import { PENDING_ATTRIBUTE } from '@/config/early-input';
import { SelectiveHydration } from './selective-hydration';

/**
 * How far outside the viewport a part starts loading (an IntersectionObserver `rootMargin`): far
 * enough that a scrolling visitor rarely reaches markup that is not hydrated, near enough that a
 * phone's first screen does not pull in the part below it during the start.
 */
export const NEAR_MARGIN = '200px 0px';

/**
 * What may be tapped in a part: controls, and the links the router follows in the page. A link to
 * another window or a download works without the part's code and keeps its default: played later,
 * it would have lost the tap's user activation, and a popup blocker would stop it.
 */
const TAPPABLE =
  'a[href]:not([target]):not([download]),a[href][target="_self"],button,[role="button"],[role="switch"],[role="tab"],summary,label,input,select,textarea';

/** A part that loads when near: its component and a way to load its code ahead of need. */
export interface DeferredPart<Props extends object> {
  /**
   * Renders the part inside its own hydration boundary. With the code loaded (after
   * {@link DeferredPart.preload}, or once the part has come near) it renders at once; otherwise
   * it suspends until the element `id` of the painted page comes within {@link NEAR_MARGIN} of the
   * viewport, receives focus or a tap, and then until the code has loaded. With no such element
   * (a page rendered afresh) it loads at once.
   */
  Component: (props: Props) => ReactNode;
  /**
   * Loads the code, so that the next render does not suspend: a route's loader awaits it before a
   * navigation commits, and the prerender before it renders. Rejects as the dynamic import does.
   */
  preload: () => Promise<void>;
}

interface PartState<Props extends object> {
  id: string;
  load: () => Promise<ComponentType<Props>>;
  component?: ComponentType<Props>;
  /** The code's one request: every caller shares it, and a failed one is tried again. */
  loading?: Promise<ComponentType<Props>>;
  /** Resolves with the component once the part is near (or reached) and its code has loaded. */
  whenNear?: Promise<ComponentType<Props>>;
  /** Told when the request starts, by whichever cause: the observer waiting for nearness stops. */
  onLoad?: () => void;
}

/** Parts whose code is not loaded, for the tap holder. */
const waiting = new Set<PartState<never>>();

function loadPart<Props extends object>(part: PartState<Props>): Promise<ComponentType<Props>> {
  if (!part.loading) {
    part.loading = part.load().then(
      (component) => {
        part.component = component;
        waiting.delete(part as PartState<never>);
        return component;
      },
      (error: unknown) => {
        part.loading = undefined;
        throw error;
      },
    );
    part.onLoad?.();
  }
  return part.loading;
}

/** The waiting part whose painted element holds `node`, if any. */
function waitingPartOf(node: EventTarget | null): PartState<never> | undefined {
  if (!(node instanceof Node)) return undefined;
  for (const part of waiting) if (document.getElementById(part.id)?.contains(node)) return part;
  return undefined;
}

/**
 * Waits until the part's painted element is near, then loads the part; a focus, a touch or a tap
 * on it loads it sooner (`loadOnReach`, `holdTap`).
 */
function loadWhenNear<Props extends object>(part: PartState<Props>): Promise<ComponentType<Props>> {
  const element = typeof document === 'undefined' ? null : document.getElementById(part.id);
  if (part.loading || !element || typeof IntersectionObserver === 'undefined') return loadPart(part);
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void loadPart(part);
    },
    { rootMargin: NEAR_MARGIN },
  );
  observer.observe(element);
  return new Promise<void>((resolve) => {
    part.onLoad = () => {
      observer.disconnect();
      resolve();
    };
  }).then(() => loadPart(part));
}

/**
 * Loads a waiting part the visitor reaches before it is near: by keyboard focus or a finger
 * coming down on it. On the document, in the capture phase, because React's root listener stops
 * these events at a part that cannot hydrate yet (its queued `focusin`, its blocked `pointerdown`).
 */
function loadOnReach(event: Event) {
  const part = waitingPartOf(event.target);
  if (part) void loadPart(part);
}

/**
 * Holds a tap on a part whose code is not loaded (see the module's comment): prevents it, marks
 * the control {@link PENDING_ATTRIBUTE} and plays it once the code is there. A tap that opens a
 * new tab or window (a modifier key) keeps its default, which needs no code.
 */
function holdTap(event: MouseEvent) {
  if (!(event.target instanceof Element) || event.button !== 0) return;
  const control = event.target.closest<HTMLElement>(TAPPABLE);
  if (!control || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
  const part = waitingPartOf(control);
  if (!part) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  if (control.hasAttribute(PENDING_ATTRIBUTE)) return;
  control.setAttribute(PENDING_ATTRIBUTE, '');
  const play = () => {
    control.removeAttribute(PENDING_ATTRIBUTE);
    if (control.isConnected) control.click();
  };
  // A task after the code has loaded, outside any React commit, so React can hydrate the part
  // synchronously for the tap (as `StartedMark` replays the early taps, src/app/provider.tsx).
  loadPart(part).then(() => setTimeout(play, 0), play);
}

if (typeof document !== 'undefined') {
  document.addEventListener('click', holdTap, true);
  document.addEventListener('focusin', loadOnReach, true);
  document.addEventListener('pointerdown', loadOnReach, { capture: true, passive: true });
}

/**
 * Declares a part that loads when near (see {@link DeferredPart}).
 * @param id - the `id` of the part's outermost element, which its component renders (a
 *   section's anchor, `SECTION_IDS`): where the painted part is found.
 * @param load - imports the part's module and returns its component, e.g.
 *   `() => import('./team-section').then((module) => module.TeamSection)`.
 */
export function deferredPart<Props extends object>(
  id: string,
  load: () => Promise<ComponentType<Props>>,
): DeferredPart<Props> {
  const part: PartState<Props> = { id, load };
  waiting.add(part as PartState<never>);
  function Gate(props: Props) {
    const Part = part.component ?? use((part.whenNear ??= loadWhenNear(part)));
    return <Part {...props} />;
  }
  return {
    Component: (props: Props) => (
      <SelectiveHydration>
        <Gate {...props} />
      </SelectiveHydration>
    ),
    preload: () => loadPart(part).then(() => undefined),
  };
}
