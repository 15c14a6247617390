/**
 * Runs in the page (pass it to `page.evaluate`): the elements wider than the viewport or left of
 * it, and how far the page scrolls sideways. Fixed elements and the content of horizontally
 * scrolling containers (the category filter) are left out: they may hold wider content.
 */
export function overflowing(): { scroll: number; offenders: string[] } {
  const width = document.documentElement.clientWidth;
  const offenders = [...document.querySelectorAll('body *')]
    .filter((element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || getComputedStyle(element).position === 'fixed') return false;
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX === 'auto') return false;
      }
      return box.right > width + 1 || box.left < -1;
    })
    .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
  return { scroll: document.documentElement.scrollWidth - width, offenders: offenders.slice(0, 5) };
}
