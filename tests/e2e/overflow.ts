/**
 * Runs in the page (pass it to `page.evaluate`): the elements wider than the viewport or left of
 * it, and how far the page scrolls sideways. Fixed elements and the content of horizontally
 * scrolling containers (the category filter) are left out: they may hold wider content. An
 * element counts by the part of it that shows: what an ancestor with `overflow: hidden` or `clip`
 * cuts off (a decoration scaled past its box) is not on the screen.
 */
export function overflowing(): { scroll: number; offenders: string[] } {
  const width = document.documentElement.clientWidth;
  const offenders = [...document.querySelectorAll('body *')]
    .filter((element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || getComputedStyle(element).position === 'fixed') return false;
      let { left, right } = box;
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const overflow = getComputedStyle(parent).overflowX;
        if (overflow === 'auto') return false;
        if (overflow === 'hidden' || overflow === 'clip') {
          const clip = parent.getBoundingClientRect();
          left = Math.max(left, clip.left);
          right = Math.min(right, clip.right);
        }
      }
      return right > left && (right > width + 1 || left < -1);
    })
    .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
  return { scroll: document.documentElement.scrollWidth - width, offenders: offenders.slice(0, 5) };
}
