/**
 * zustand for the unit tests (zustand's "Testing" guide, Vitest variant; switched on by
 * `vi.mock('zustand')` in `tests/unit/setup.ts`): `create` and `createStore` are the library's,
 * but each store's initial state is recorded as it is created and every store is reset to it
 * after each test, so no case sees what another left in a store.
 */
import { act } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import type * as Zustand from 'zustand';

export * from 'zustand';

const actual = await vi.importActual<typeof Zustand>('zustand');

/** One reset per store created in this test file. */
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

afterEach(() => {
  // In `act`, so mounted components that read a store render its reset state before cleanup.
  act(() => {
    for (const reset of resets) reset();
  });
});
