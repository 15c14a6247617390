/**
 * Design-width sizing (DESIGN.md, "Sizes"). The desktop design is drawn at 1440 px wide: a
 * design size of `px` is `px / (1440 × s) × 100vw` with `s = max(1, innerWidth / 1440)`, so it
 * scales down on narrower screens and stops growing past 1440. That equals the CSS
 * `min(px / 1440 × 100vw, px)`, which the style sheets use as `calc(px * var(--dw))` with
 * `--dw: min(100vw / 1440, 1px)`, so nothing re-renders on resize.
 */

/** Width of the desktop design, in CSS pixels. */
export const DESIGN_WIDTH = 1440;
/** Width of the mobile design, in CSS pixels. */
export const MOBILE_DESIGN_WIDTH = 375;

/** The seed's scale factor `s = max(1, innerWidth / 1440)`. */
export function scaleFactor(innerWidth: number): number {
  return Math.max(1, innerWidth / DESIGN_WIDTH);
}

/**
 * A design size in `vw` for a window `innerWidth` CSS pixels wide, by the seed's formula.
 * @returns The size in vw units (a number, not a CSS string).
 */
export function toViewportWidth(px: number, innerWidth: number): number {
  return (px / (DESIGN_WIDTH * scaleFactor(innerWidth))) * 100;
}

/** The rendered size in CSS pixels of design size `px` on a window `innerWidth` wide. */
export function toRenderedPixels(px: number, innerWidth: number): number {
  return (toViewportWidth(px, innerWidth) / 100) * innerWidth;
}

/** The CSS form of a design size, for inline styles: `min(<px/1440×100>vw, <px>px)`. */
export function designSize(px: number): string {
  const vw = Number(((px / DESIGN_WIDTH) * 100).toFixed(4));
  return `min(${vw}vw, ${px}px)`;
}
