/**
 * The end of a kiosk visitor's session, for what outlives the screens that made it: parts of the
 * page that keep something a visitor typed or chose (the query cache's filtered lists) register
 * here how to forget it, and the kiosk's reset (`src/features/kiosk/reset-session.ts`) ends the
 * session once it has taken the next visitor to the start page. Kept free of the query library,
 * so the kiosk's own chunk does not carry it.
 */

const forgetters = new Set<() => void>();

/**
 * Registers `forget`, called at the end of every visitor session until the returned function
 * removes it.
 */
export function onVisitorSessionEnd(forget: () => void): () => void {
  forgetters.add(forget);
  return () => forgetters.delete(forget);
}

/** Ends the visitor's session: every registered part forgets what the visitor left. */
export function endVisitorSession(): void {
  for (const forget of forgetters) forget();
}
