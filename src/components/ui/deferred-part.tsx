/**
 * Parts of a prerendered page whose code loads, and whose painted markup hydrates, only when the
 * visitor comes near them, or for a static part only when the visitor reaches into it
 * (`docs/design.md` §3.3): the home page's sections below the hero and the site footer come near;
 * the Markdown of an announcement or a legal page, and an investor page's tables and documents
 * (`staticPart`, whose code is already in the screen's chunk), text and links that nothing on the
 * page changes, wait to be reached. The painted markup is the part, links and all, until then; the
 * start of the page neither downloads, evaluates nor hydrates what is out of sight or static.
 * This is the "hydrate on visible" of Astro's `client:visible` and Angular's incremental
 * hydration (`@defer (hydrate on viewport)`, and `hydrate on interaction` for a static part).
 *
 * It is built on React's documented selective hydration only: a component made with `lazy`,
 * inside a `<Suspense>` boundary, keeps the server's HTML while its code loads, and the rest of
 * the page hydrates around it; it hydrates when the code has arrived (React 18's release notes,
 * react.dev/blog/2022/03/29/react-v18, "New Suspense Features", and the architecture they link,
 * github.com/reactwg/react-18/discussions/37, "Selective Hydration"). Here the part's `lazy`
 * loader waits for the visitor before it imports the code. `tests/unit/components/ui/deferred-part.test.tsx`
 * asserts what a visitor sees of it, and `npm run test:react` runs it on the previous minor
 * release of React and on the next one (`scripts/ci/react-versions.mjs`), so that an upgrade that
 * changes any of it fails a test.
 *
 * What React does in two cases is left to no version of it:
 *
 * - An update that reaches such a boundary before it hydrates (a navigation, even to a `#section`
 *   of the same page, changes the router's context above it) either waits for the code or makes
 *   React render the boundary afresh, replacing the painted markup by its fallback. The part then
 *   loads at once, and the fallback is a copy of the painted markup, taken as hydration began, so
 *   in either case nothing moves or goes blank and the section links still find their targets.
 * - A tap on markup whose code has not loaded: the part's listeners, on the document in the
 *   capture phase, hold it before React's root sees it, as the early-input capture does before
 *   the start (`src/lib/pre-paint/early-input-capture.ts`): the part loads at once and the tap is
 *   played on it, on the same control or the one in its place, once the part has rendered with
 *   its code.
 *
 * Nothing runs on import: declaring a part only lists it among the app's state (a tap may reach
 * its painted markup before React has rendered any of it); the app's start-up adds the listeners
 * ({@link holdTapsOnDeferredParts}), and a reset of the app's state removes them.
 *
 * A kiosk defers nothing: its parts behave differently from the painted web page (a link becomes
 * a QR panel, the copy button goes), which only their code does, and a kiosk is never the slow
 * phone this is for. Once kiosk mode is on, every part loads at once.
 */
import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { PENDING_ATTRIBUTE } from '@/config/early-input';
import { appState } from '@/lib/app-state';
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
  /** Whether the part has started waiting for the visitor on a painted page (its `lazy` loader ran). */
  started: boolean;
  /** The painted markup (`outerHTML`), shown if React has to drop it before the code is there. */
  snapshot?: string;
  /** Called once the part's code has rendered and committed: the held taps play then. */
  committed: (() => void)[];
  /** Told when the request starts, by whichever cause: the observer waiting for nearness stops. */
  onLoad?: () => void;
}

/**
 * The parts declared whose code has not yet rendered and committed: a tap on one of them is held
 * ({@link holdTap}). A part is listed when it is declared, since a tap may reach its painted markup
 * before React has rendered anything of it.
 */
const waitingParts = appState(() => new Set<PartState<never>>());

/**
 * The document's listeners that load a waiting part when reached and hold taps on it
 * ({@link loadOnReach}, {@link holdTap}), in the capture phase to come before React's root, and
 * the kiosk store's subscription that loads every part once kiosk mode is on. A reset removes them.
 */
const tapHolder = appState(
  () => {
    const stopWatchingKiosk = useKioskStore.subscribe((state) => {
      // A part that fails here is tried again when it renders (`loadPart` keeps no failed request).
      if (selectKioskEnabled(state)) for (const part of waitingParts()) loadPart(part).catch(() => undefined);
    });
    document.addEventListener('click', holdTap, true);
    document.addEventListener('focusin', loadOnReach, true);
    document.addEventListener('pointerdown', loadOnReach, { capture: true, passive: true });
    return stopWatchingKiosk;
  },
  (stopWatchingKiosk) => {
    stopWatchingKiosk();
    document.removeEventListener('click', holdTap, true);
    document.removeEventListener('focusin', loadOnReach, true);
    document.removeEventListener('pointerdown', loadOnReach, { capture: true });
  },
);

/**
 * Starts holding taps on the deferred parts of a painted page, and loading them when reached:
 * called by the app's start-up before it hydrates the page (`src/app/main.tsx`), since the
 * early-input capture plays the taps made before then as soon as it has. Calling it again does
 * nothing.
 */
export function holdTapsOnDeferredParts(): void {
  tapHolder();
}

function loadPart<Props extends object>(part: PartState<Props>): Promise<ComponentType<Props>> {
  if (!part.loading) {
    part.loading = part.load().then(
      (component) => {
        // The part stays waiting until it has committed (`Committed`): until then its markup
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
  for (const part of waitingParts()) if (document.getElementById(part.id)?.contains(node)) return part;
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
  const part: PartState<Props> = { id, when, load, bundled, committed: [], started: false };
  waitingParts().add(part as PartState<never>);
  // The documented case of selective hydration (see the module's comment): a lazy component in a
  // Suspense boundary, whose loader here first waits for the visitor. React calls it once, when
  // the part first renders without its code, and keeps what it resolves to.
  const LazyPart = lazy(async () => {
    part.started = true;
    part.snapshot = paintedElement(id)?.outerHTML;
    return { default: await loadWhenNear(part) };
  });
  function Gate(props: Props) {
    // Code in the bundle has nothing to wait for, except in the painted page it would hydrate: on
    // the server, after the first navigation, in a kiosk, or where the page has no such markup.
    const bundled =
      part.bundled && !(isHydratingPage() && !kioskEnabled() && paintedElement(id)) ? part.bundled : undefined;
    const ready = part.component ?? bundled;
    // Rendered again before its code is there: an update reached the part (a navigation changes
    // the router's context above it). It cannot wait for the visitor any longer.
    if (part.started && !ready) void loadPart(part);
    // One component for the life of this instance: changing from the lazy one to the loaded one
    // would make React mount the part again and lose its state.
    const [Part] = useState<ComponentType<Props>>(() => ready ?? LazyPart);
    return (
      <>
        <Part {...props} />
        <Committed part={part as PartState<never>} />
      </>
    );
  }
  // The painted markup as it was, until the code has loaded: a page whose markup React replaces
  // (see the module's comment) keeps its layout, its anchors and its links; taps on it are held.
  function Snapshot() {
    return part.snapshot ? (
      <div className="deferred-part-snapshot" dangerouslySetInnerHTML={{ __html: part.snapshot }} />
    ) : null;
  }
  return {
    Component: (props: Props) => (
      // Selective hydration keeps the server's markup while the part's code loads (see the
      // module's comment); `Snapshot` is only for an update that arrives before then.
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
    waitingParts().delete(part);
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
