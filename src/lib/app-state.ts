/**
 * The state a module keeps for the page's life (the query client, the content source, a timer,
 * the lists' scroll memory). Nothing is created when the module is imported: {@link appState}
 * creates the state on first use and only then lists it, with how to let it go, so that
 * {@link resetAppState} forgets all of it at once. Unit tests call that after every test
 * (`tests/unit/setup.ts`), so no test starts with what another left; `tests/unit/lib/app-state.test.ts`
 * fails on module state in `src/` kept any other way.
 */

/** The resets of the state created since the last {@link resetAppState}. */
const created = new Set<() => void>();

/**
 * A module's state, created by `initial` on the first call of the returned function, the same
 * object on every later call until {@link resetAppState}, after which the next call creates it
 * afresh.
 * @param dispose - lets go of what the state holds outside itself (a timer, a listener) when it
 *   is reset; called once per created state.
 */
export function appState<T>(initial: () => T, dispose?: (state: T) => void): () => T {
  let current: { state: T } | undefined;
  const reset = () => {
    const held = current;
    current = undefined;
    if (held) dispose?.(held.state);
  };
  return () => {
    if (!current) {
      current = { state: initial() };
      created.add(reset);
    }
    return current.state;
  };
}

/** Forgets every module's state made by {@link appState}, disposing of what each holds. */
export function resetAppState(): void {
  const resets = [...created];
  created.clear();
  for (const reset of resets) reset();
}
