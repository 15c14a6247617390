import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Picture } from '@/components/ui/picture';
import { logger } from '@/lib/log';
import { dashPath } from './dashed-path';
import styles from './hero-animation.module.css';

/** The drawing's coordinate space: the network's width and height in user units. */
const NETWORK_WIDTH = 520;
const NETWORK_HEIGHT = 440;

interface NetworkNode {
  x: number;
  y: number;
  r: number;
  hub?: boolean;
}

// The group (centre), its partner network (upper right) and the projects around them.
const NODES: readonly NetworkNode[] = [
  { x: 260, y: 220, r: 16, hub: true },
  { x: 392, y: 142, r: 13, hub: true },
  { x: 128, y: 112, r: 9 },
  { x: 104, y: 300, r: 8 },
  { x: 286, y: 368, r: 9 },
  { x: 432, y: 300, r: 8 },
  { x: 470, y: 70, r: 7 },
  { x: 228, y: 60, r: 7 },
  { x: 44, y: 200, r: 6 },
  { x: 476, y: 396, r: 6 },
];
const EDGES: readonly (readonly [number, number])[] = [
  [0, 1],
  [0, 2],
  [0, 3],
  [0, 4],
  [0, 5],
  [1, 6],
  [1, 7],
  [1, 5],
  [2, 7],
  [2, 8],
  [3, 8],
  [3, 4],
  [4, 9],
  [5, 9],
];

/** Dash paths for every edge, or `null` when the generator fails (then the texture shows). */
function buildEdges(): string[] | null {
  try {
    return EDGES.map(([from, to]) => {
      const a = NODES[from];
      const b = NODES[to];
      if (!a || !b) throw new Error(`Edge ${from}-${to} names a missing node`);
      return dashPath(`M${a.x} ${a.y}L${b.x} ${b.y}`, 7, 5);
    });
  } catch (error) {
    logger.warn('Hero network could not be drawn; falling back to the texture', error);
    return null;
  }
}

/**
 * A point of the drawing as a `transform-origin` in percentages of a layer's box, which scale
 * with the drawing (a length would be read in CSS pixels, not user units).
 */
const origin = (node: NetworkNode) =>
  `${((node.x / NETWORK_WIDTH) * 100).toFixed(2)}% ${((node.y / NETWORK_HEIGHT) * 100).toFixed(2)}%`;

/** One layer of the drawing: a whole-size `<svg>`, scaled about `about` when given. */
function Layer({ about, children }: { about?: NetworkNode; children: ReactNode }) {
  return (
    <svg
      className={styles.layer}
      viewBox={`0 0 ${NETWORK_WIDTH} ${NETWORK_HEIGHT}`}
      transform-origin={about ? origin(about) : undefined}
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** Whether the visitor asked for less: reduced motion, or a phone saving data (`Save-Data`). */
function wantsStill(): boolean {
  const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
  return (
    saveData ||
    (typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches)
  );
}

/**
 * The hero's decorative network (`docs/design.md` §5.7): the dashed links and the nodes spring
 * up together out of the group's hub with elastic easing, for 1000 ms from the first paint, and
 * the two hubs pulse.
 *
 * The motion is CSS animations of `transform` and `opacity` (`hero-animation.module.css`), which
 * browsers run on the compositor: no script drives a frame and no frame recalculates style or
 * repaints, so the animation costs the main thread nothing while the page starts, and it runs
 * before the app has loaded.
 * Animating SVG attributes or the transforms of shapes inside an `<svg>` would repaint on the main
 * thread every frame, so the links, the nodes and each hub's pulse are whole-size `<svg>` layers,
 * the links and the nodes scaled alike about the hub at the drawing's centre, a pulse about its
 * hub; the geometry stays in SVG attributes, which a strict Content-Security-Policy allows in
 * prerendered markup where it drops `style` attributes. Each composited layer that starts or ends
 * an animation costs the main thread a commit while the app starts: the links and nodes each as a
 * layer of their own (24) doubled Lighthouse's "Other" on `/` (`docs/development.md` §8).
 *
 * Once the app runs, the animation pauses while the network is off screen or the document is
 * hidden, and stands still (its last frame) under reduced motion or `Save-Data`; CSS stills it
 * under reduced motion from the first paint. Hidden from assistive technology; a failure of the
 * generator shows the static background texture instead.
 */
export function HeroAnimation() {
  const networkRef = useRef<HTMLDivElement>(null);
  const edges = useMemo(() => buildEdges(), []);

  useEffect(() => {
    const network = networkRef.current;
    if (!network) return undefined;
    // The state is the DOM's (`data-motion`, read by the style sheet), not React's: nothing else
    // renders differently, and a change re-renders nothing.
    if (wantsStill()) {
      network.dataset.motion = 'still';
      return undefined;
    }
    let offScreen = false;
    const update = () => {
      if (offScreen || document.hidden) network.dataset.motion = 'paused';
      else delete network.dataset.motion;
    };
    const observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver(([entry]) => {
            offScreen = entry ? !entry.isIntersecting : false;
            update();
          })
        : undefined;
    observer?.observe(network);
    document.addEventListener('visibilitychange', update);
    update();
    return () => {
      observer?.disconnect();
      document.removeEventListener('visibilitychange', update);
    };
  }, []);

  if (!edges) {
    return (
      <div className={styles.texture} aria-hidden="true">
        <Picture name="bg" alt="" width={480} height={400} />
      </div>
    );
  }
  return (
    <div ref={networkRef} className={styles.network} aria-hidden="true">
      <div className={styles.edges}>
        <Layer>
          {edges.map((d, index) => (
            <path key={index} d={d} />
          ))}
        </Layer>
      </div>
      <div className={styles.pulses}>
        {NODES.filter((node) => node.hub).map((node, index) => (
          <Layer key={index} about={node}>
            <circle cx={node.x} cy={node.y} r={node.r} />
          </Layer>
        ))}
      </div>
      <div className={styles.nodes}>
        <Layer>
          {NODES.map((node, index) => (
            <circle key={index} className={node.hub ? styles.hub : undefined} cx={node.x} cy={node.y} r={node.r} />
          ))}
        </Layer>
      </div>
    </div>
  );
}
