/**
 * Where a control sits in a part of the page, so that a tap held on it can be played on the
 * control in its place after React has rendered that part afresh and the node is gone: by the
 * inline early-input capture (`early-input-capture.ts`, before the app starts) and by the
 * deferred parts (`src/components/ui/deferred-part.tsx`, before a part's code has loaded). Small
 * and dependency-free, as the inline pre-paint script needs.
 */

/** A control's place under an ancestor. */
export interface ElementPlace {
  /** Child indices from the ancestor down to the control. */
  path: number[];
  /** The control's tag name and `class` attribute, which the element in its place must share. */
  signature: string;
}

const signatureOf = (element: Element) => `${element.tagName}.${element.getAttribute('class') ?? ''}`;

/**
 * The place of `element` under its ancestor with the id `ancestorId` (or under the document's
 * root element when it has no such ancestor).
 */
export function placeOf(element: Element, ancestorId: string): ElementPlace {
  const path: number[] = [];
  for (let node: Element = element; node.id !== ancestorId && node.parentElement; node = node.parentElement) {
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  }
  return { path, signature: signatureOf(element) };
}

/**
 * The element at `place` under `ancestor`, or `undefined` when there is none or it is not the
 * same kind of control (its tag name or class differs).
 */
export function elementAt(ancestor: Element, place: ElementPlace): Element | undefined {
  let node: Element | undefined = ancestor;
  for (const index of place.path) node = node?.children[index];
  return node && signatureOf(node) === place.signature ? node : undefined;
}
