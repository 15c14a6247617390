/**
 * Parts of a prerendered page whose code loads, and whose painted markup hydrates, only when the
 * visitor comes near them, or for a static part only when the visitor reaches into it
 * (`docs/design.md` §3.3): the home page's sections below the hero and the site footer come near;
 * the Markdown of an announcement or a legal page, and an investor page's tables and documents
 * (`staticPart`, whose code is already in the screen's chunk), text and links that nothing on the
 * page changes, wait to be reached. The painted markup is the part, links and all, until then; the
 * start of the page neither downloads, evaluates nor hydrates what is out of sight or static.
 * This is the "hydrate on visible" of Astro's `client:visible` and Angular's incremental
 * hydration (`@defer (hydrate on viewport)`, and `hydrate on interaction` for a static part),
 * built on React's own rule for a Suspense boundary that suspends while it hydrates: React keeps
 * the server's markup in place and hydrates it when the promise resolves (React's
 * `mountDehydratedSuspenseComponent`; the boundary is one of its own, as in
 * `selective-hydration.tsx`).
 *
 * An update that reaches such a boundary first (a navigation, even to a `#section` of the same
 * page, changes the router's context above it) makes React render it afresh and drop the painted
 * markup (its `updateDehydratedSuspenseComponent`, outside a transition). The part then loads at
 * once, and until it is there the boundary's fallback shows a copy of the painted markup, taken as
 * hydration began, so nothing moves or goes blank and the section links still find their targets.
 *
 * A tap on a part whose code has not loaded would reach React while the part cannot hydrate,
 * and React drops it (its `attemptSynchronousHydration` leaves the event blocked and stops it). So
 * this module holds such taps, as the early-input capture does before the start
 * (`src/lib/pre-paint/early-input-capture.ts`): the part loads at once and the tap is played on
 * it, on the same control or the one in its place, once the part has rendered with its code.
 *
 * A kiosk defers nothing: its parts behave differently from the painted web page (a link becomes
 * a QR panel, the copy button goes), which only their code does, and a kiosk is never the slow
 * phone this is for. Once kiosk mode is on, every part loads at once.
 */
import { Suspense, use, useEffect, type ComponentType, type ReactNode } from 'react';
import { PENDING_ATTRIBUTE } from '@/config/early-input';
import { isHydratingPage } from '@/lib/hydration';
import { elementAt, placeOf } from '@/lib/pre-paint/element-place';
import { selectKioskEnabled, useKioskStore } from '@/stores/kiosk-store';

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
/** In a kiosk every link waits for the code: an external one opens a QR panel, never a window. */
const KIOSK_TAPPABLE = `${TAPPABLE},a[href]`;

const kioskEnabled = () => selectKioskEnabled(useKioskStore.getState());

/** A part that loads when near: its component and a way to load its code ahead of need. */
export interface DeferredPart<Props extends object> {
  /**
   * Renders the part inside its own hydration boundary. With the code loaded (after
   * {@link DeferredPart.preload}, or once the part has come near) it renders at once; otherwise
   * it suspends until the element `id` of the painted page comes within {@link NEAR_MARGIN} of the
   * viewport (a `near` part), receives focus or a tap, or is rendered again with new props, and
   * then until the code has loaded. With no such element (a page rendered afresh) it loads at
   * once.
   */
  Component: (props: Props) => ReactNode;
  /**
   * Loads the code, so that the next render does not suspend: a route's loader awaits it before a
   * navigation commits, and the prerender before it renders. Rejects as the dynamic import does.
   */
  preload: () => Promise<void>;
}

/**
 * When a part left as it was painted loads: `near` when it comes within {@link NEAR_MARGIN} of the
 * viewport (or is reached sooner); `reached` only when the visitor focuses, touches or taps into
 * it, or an update reaches it (a navigation, a change of language), for a part that is static
 * text and links.
 */
export type DeferredPartLoad = 'near' | 'reached';

interface PartState<Props extends object> {
  id: string;
  when: DeferredPartLoad;
  load: () => Promise<ComponentType<Props>>;
  component?: ComponentType<Props>;
  /**
   * The part's component when its code is already in the screen's chunk (`staticPart`): the part
   * then waits only while it is the page's painted markup, and renders at once everywhere else.
   */
  bundled?: ComponentType<Props>;
  /** The code's one request: every caller shares it, and a failed one is tried again. */
  loading?: Promise<ComponentType<Props>>;
  /** Resolves with the component once the part is near (or reached) and its code has loaded. */
  whenNear?: Promise<ComponentType<Props>>;
  /** The painted markup (`outerHTML`), shown if React has to drop it before the code is there. */
  snapshot?: string;
  /** Called once the part's code has rendered and committed: the held taps play then. */
  committed: (() => void)[];
  /** Told when the request starts, by whichever cause: the observer waiting for nearness stops. */
  onLoad?: () => void;
}

/** Parts whose code has not yet rendered and committed, for the tap holder. */
const waiting = new Set<PartState<never>>();

function loadPart<Props extends object>(part: PartState<Props>): Promise<ComponentType<Props>> {
  if (!part.loading) {
    part.loading = part.load().then(
      (component) => {
        // The part stays in `waiting` until it has committed (`Committed`): until then its markup
        // is still the painted copy, which a tap would reach without React's handlers.
        part.component = component;
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

/** The element `id` of the page, if there is a page (not on the server). */
function paintedElement(id: string): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.getElementById(id);
}

/** The waiting part whose painted element holds `node`, if any. */
function waitingPartOf(node: EventTarget | null): PartState<never> | undefined {
  if (!(node instanceof Node)) return undefined;
  for (const part of waiting) if (document.getElementById(part.id)?.contains(node)) return part;
  return undefined;
}

/**
 * Waits until the part's painted element is near (a `near` part), then loads the part; a focus, a
 * touch or a tap on it loads it sooner, and a `reached` part only then (`loadOnReach`, `holdTap`),
 * or when an update reaches it (`Gate`).
 */
function loadWhenNear<Props extends object>(part: PartState<Props>): Promise<ComponentType<Props>> {
  const element = paintedElement(part.id);
  const observes = part.when === 'near';
  if (part.loading || !element || kioskEnabled() || (observes && typeof IntersectionObserver === 'undefined')) {
    return loadPart(part);
  }
  const observer = observes
    ? new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) void loadPart(part);
        },
        { rootMargin: NEAR_MARGIN },
      )
    : undefined;
  observer?.observe(element);
  return new Promise<void>((resolve) => {
    part.onLoad = () => {
      observer?.disconnect();
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
  const kiosk = kioskEnabled();
  const control = event.target.closest<HTMLElement>(kiosk ? KIOSK_TAPPABLE : TAPPABLE);
  if (!control || (!kiosk && (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey))) return;
  const part = waitingPartOf(control);
  if (!part) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  if (control.hasAttribute(PENDING_ATTRIBUTE)) return;
  control.setAttribute(PENDING_ATTRIBUTE, '');
  // Where the control sits in the part, to find it again if the part was rendered afresh.
  const place = placeOf(control, part.id);
  part.committed.push(() => {
    control.removeAttribute(PENDING_ATTRIBUTE);
    const rendered = document.getElementById(part.id);
    const target = control.isConnected ? control : rendered && elementAt(rendered, place);
    if (target instanceof HTMLElement) target.click();
  });
  loadPart(part).catch(() => {
    for (const play of part.committed.splice(0)) play();
  });
}

if (typeof document !== 'undefined') {
  useKioskStore.subscribe((state) => {
    // A part that fails here is tried again when it renders (`loadPart` keeps no failed request).
    if (selectKioskEnabled(state)) for (const part of waiting) loadPart(part).catch(() => undefined);
  });
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
 * @param when - `near` (the default) or `reached` ({@link DeferredPartLoad}).
 */
export function deferredPart<Props extends object>(
  id: string,
  load: () => Promise<ComponentType<Props>>,
  when: DeferredPartLoad = 'near',
  bundled?: ComponentType<Props>,
): DeferredPart<Props> {
  const part: PartState<Props> = { id, when, load, bundled, committed: [] };
  waiting.add(part as PartState<never>);
  const startWaiting = () => {
    part.snapshot = paintedElement(id)?.outerHTML;
    return loadWhenNear(part);
  };
  function Gate(props: Props) {
    // Code in the bundle has nothing to wait for, except in the painted page it would hydrate: on
    // the server, after the first navigation, in a kiosk, or where the page has no such markup.
    const bundled =
      part.bundled && !(isHydratingPage() && !kioskEnabled() && paintedElement(id)) ? part.bundled : undefined;
    const ready = part.component ?? bundled;
    // Rendered again before its code is there: an update reached the part (a navigation changes
    // the router's context above it), and React renders it afresh, dropping the painted markup
    // for the fallback. It cannot wait for the visitor any longer.
    if (part.whenNear && !ready) void loadPart(part);
    // `use` returns once the code is there, which `loadPart` has stored in `part.component`.
    if (!ready) use((part.whenNear ??= startWaiting()));
    const Part = ready ?? part.component;
    return Part ? (
      <>
        <Part {...props} />
        <Committed part={part as PartState<never>} />
      </>
    ) : null;
  }
  // The painted markup as it was, until the code has loaded: a page that must drop it (see `Gate`)
  // keeps its layout, its anchors and its links; taps on it are held (`holdTap`).
  function Snapshot() {
    return part.snapshot ? (
      <div className="deferred-part-snapshot" dangerouslySetInnerHTML={{ __html: part.snapshot }} />
    ) : null;
  }
  return {
    Component: (props: Props) => (
      // Suspense's documented rule for a boundary that suspends while it hydrates: the server's
      // markup stays until it can hydrate (see the module's comment); `Snapshot` is only for an
      // update that arrives before then.
      <Suspense fallback={<Snapshot />}>
        <Gate {...props} />
      </Suspense>
    ),
    preload: () => loadPart(part).then(() => undefined),
  };
}

/**
 * Marks `part` as no longer waiting once it has committed with its code, and plays the taps held
 * on it in a task after the commit (`holdTap`).
 */
function Committed({ part }: { part: PartState<never> }) {
  useEffect(() => {
    waiting.delete(part);
    if (part.committed.length === 0) return undefined;
    const timer = setTimeout(() => {
      for (const play of part.committed.splice(0)) play();
    }, 0);
    return () => clearTimeout(timer);
  }, [part]);
  return null;
}

/** A static part's component: its children, as its parent renders them. */
function StaticChildren({ children }: { children: ReactNode }) {
  return children;
}

/**
 * Declares a static part whose code is in its screen's chunk (`docs/design.md` §3.3): text, tables
 * and links that nothing on the page changes, such as an investor page's tables. On a prerendered
 * page its painted markup is left as the server wrote it, not hydrated, until the visitor focuses,
 * touches or taps into it, or an update reaches it (a `reached` part, {@link DeferredPartLoad}); a
 * tap on a link in it is held and played as for any deferred part. Rendered anywhere else (a
 * screen rendered afresh after a navigation, a kiosk, the server) it renders at once, with no
 * fallback.
 * @param id - the `id` of the outermost element its children render, unique on the page.
 * @returns a part whose `Component` renders its `children` as the part; `preload` is not needed.
 */
export function staticPart(id: string): DeferredPart<{ children: ReactNode }> {
  return deferredPart(id, () => Promise.resolve(StaticChildren), 'reached', StaticChildren);
}
