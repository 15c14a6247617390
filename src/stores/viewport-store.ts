/**
 * Viewport store (zustand): the window's inner width and height in CSS pixels, updated once
 * per animation frame while the window is resized.
 */
import { create } from 'zustand';

interface ViewportState {
  width: number;
  height: number;
}

interface ViewportActions {
  /** Records a new size; ignored when nothing changed so subscribers do not re-render. */
  setSize: (width: number, height: number) => void;
}

/** Width from which the site uses its desktop layout (px); the style sheets' `min-width: 1200px` queries. */
export const DESKTOP_MIN_WIDTH = 1200;

export const useViewportStore = create<ViewportState & ViewportActions>()((set, get) => ({
  // The desktop design size first, as prerendering assumes it: hydration renders with the
  // initial state (zustand's server snapshot) and then at once with the window's, set below.
  width: 1440,
  height: 900,
  setSize: (width, height) => {
    if (get().width !== width || get().height !== height) set({ width, height });
  },
}));

if (typeof window !== 'undefined') useViewportStore.setState({ width: window.innerWidth, height: window.innerHeight });

/** Selector: whether the desktop layout applies. */
export const selectIsDesktop = (state: ViewportState): boolean => state.width >= DESKTOP_MIN_WIDTH;

/** Starts tracking the window size; returns the function that stops it. */
export function trackViewport(target: Window = window): () => void {
  let frame = 0;
  const onResize = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => useViewportStore.getState().setSize(target.innerWidth, target.innerHeight));
  };
  target.addEventListener('resize', onResize);
  onResize();
  return () => {
    cancelAnimationFrame(frame);
    target.removeEventListener('resize', onResize);
  };
}
