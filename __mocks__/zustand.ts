/**
 * zustand for the unit tests (zustand's "Testing" guide, Vitest variant; switched on by
 * `vi.mock('zustand')` in `tests/unit/setup.ts`): `create` and `createStore` are the library's,
 * but each store's initial state is recorded as it is created, and {@link resetStores}, which
 * `tests/unit/setup.ts` calls after each test, sets every store back to it, so no case sees what
 * another left in a store.
 */
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import type * as Zustand from 'zustand';

export * from 'zustand';

const actual = await vi.importActual<typeof Zustand>('zustand');

/** One reset per store created since the module graph was loaded (one file, or a worker's files). */
const resets = new Set<() => void>();

/** Records `store`'s initial state and a reset to it; returns `store`. */
function track<S extends Zustand.StoreApi<unknown>>(store: S): S {
  const initialState = store.getInitialState();
  resets.add(() => store.setState(initialState, true));
  return store;
}

const createUncurried = <T>(stateCreator: Zustand.StateCreator<T>) => track(actual.create(stateCreator));

/** zustand's `create`, curried (`create<T>()(...)`) or not, with the store reset after each test. */
export const create = (<T>(stateCreator?: Zustand.StateCreator<T>) =>
  typeof stateCreator === 'function' ? createUncurried(stateCreator) : createUncurried) as typeof Zustand.create;

const createStoreUncurried = <T>(stateCreator: Zustand.StateCreator<T>) => track(actual.createStore(stateCreator));

/** zustand's `createStore`, curried or not, with the store reset after each test. */
export const createStore = (<T>(stateCreator?: Zustand.StateCreator<T>) =>
  typeof stateCreator === 'function'
    ? createStoreUncurried(stateCreator)
    : createStoreUncurried) as typeof Zustand.createStore;

/**
 * Sets every store created so far back to its initial state. A hook of the setup file rather than
 * of this module: with the page tests sharing a module graph, this module is loaded once per
 * worker, and a hook it registered would run after the first file's tests only.
 */
export function resetStores(): void {
  // In `act`, so mounted components that read a store render its reset state before cleanup.
  act(() => {
    for (const reset of resets) reset();
  });
}
