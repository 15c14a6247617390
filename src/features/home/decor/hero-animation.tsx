import { useEffect, useMemo, useRef, useState } from 'react';
import { Picture } from '@/components/ui/picture';
import { logger } from '@/lib/log';
import { dashPath } from './dashed-path';
import styles from './hero-animation.module.css';

/**
 * Animation defaults for decorative graphics (`docs/design.md` §5.7): 1000 ms, no delay,
 * elastic easing, speed 1, paused while the document is hidden, off under reduced motion.
 */
const DECOR_ANIMATION = { duration: 1000, delay: 0, ease: 'outElastic(1, .6)', speed: 1 } as const;

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

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

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
 * The hero's decorative network: dashed links draw in, nodes spring up with elastic easing and
 * the two hubs pulse. anime.js (its WAAPI build) loads only when this mounts and motion is
 * allowed. Hidden from
 * assistive technology; a failure shows the static background texture instead.
 */
export function HeroAnimation() {
  const svgRef = useRef<SVGSVGElement>(null);
  const edges = useMemo(() => buildEdges(), []);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const svg = svgRef.current;
    if (!svg || !edges || prefersReducedMotion()) return undefined;
    svg.dataset.state = 'pending';
    let disposed = false;
    let revert: (() => void) | undefined;
    // anime.js's WAAPI build (`waapi.animate`): the browser's own animation engine runs the
    // tweens, and anime.js turns its elastic easing into a CSS `linear()` curve; a fraction of the
    // full library's download.
    import('./anime')
      .then(({ waapi, stagger }) => {
        if (disposed) return;
        const { duration, ease, delay, speed } = DECOR_ANIMATION;
        // Each edge is drawn by its dashes' offset going from one path length to none.
        const draw = waapi.animate(svg.querySelectorAll('[data-edge]'), {
          strokeDashoffset: [1, 0],
          duration,
          ease: 'outQuad',
          delay: stagger(50, { start: delay }),
        });
        const grow = waapi.animate(svg.querySelectorAll('[data-node]'), {
          scale: [0, 1],
          duration,
          ease,
          delay: stagger(70, { start: delay + 250 }),
        });
        const pulse = waapi.animate(svg.querySelectorAll('[data-pulse]'), {
          scale: [1, 2.6],
          opacity: [0.5, 0],
          duration: 2600,
          ease: 'outQuad',
          loop: true,
          delay: stagger(900),
        });
        const animations = [draw, grow, pulse];
        for (const animation of animations) animation.speed = speed;
        // Paused while the document is hidden (`docs/design.md` §5.7), as anime.js's own engine would do.
        const onVisibility = () => {
          for (const animation of animations) {
            if (document.hidden) animation.pause();
            else animation.resume();
          }
        };
        document.addEventListener('visibilitychange', onVisibility);
        svg.dataset.state = 'running';
        revert = () => {
          document.removeEventListener('visibilitychange', onVisibility);
          for (const animation of animations) animation.revert();
        };
      })
      .catch((error: unknown) => {
        logger.warn('Hero animation failed; falling back to the texture', error);
        if (!disposed) setFailed(true);
      });
    return () => {
      disposed = true;
      revert?.();
    };
  }, [edges]);

  if (!edges || failed) {
    return (
      <div className={styles.texture} aria-hidden="true">
        <Picture name="bg" alt="" width={480} height={400} />
      </div>
    );
  }
  return (
    <svg
      ref={svgRef}
      className={styles.network}
      viewBox="0 0 520 440"
      width="520"
      height="440"
      aria-hidden="true"
      focusable="false"
    >
      <g className={styles.edges}>
        {edges.map((d, index) => (
          // A path length of 1 lets one dash offset draw the edge whatever its real length.
          <path key={index} d={d} pathLength={1} data-edge />
        ))}
      </g>
      {NODES.filter((node) => node.hub).map((node, index) => (
        <circle key={`pulse-${index}`} className={styles.pulse} cx={node.x} cy={node.y} r={node.r} data-pulse />
      ))}
      {NODES.map((node, index) => (
        <circle
          key={index}
          className={node.hub ? styles.hub : styles.node}
          cx={node.x}
          cy={node.y}
          r={node.r}
          data-node
        />
      ))}
    </svg>
  );
}
