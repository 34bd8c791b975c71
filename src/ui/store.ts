// The widget kit's state holder, one for every widget: a signal fed by the widget's pure reducer
// (src/b2b/machine.ts, src/consumer/machine.ts). An action the reducer does not know throws: a
// reducer that answers nothing for it (a switch without that case, or the B2B machine's MFA actions
// before its MFA half is in) is caught here.
import { type Signal, signal } from './signal';

export interface Store<S, A> {
  readonly state: Signal<S>;
  dispatch(a: A): void;
}

export function createStore<S, A extends { type: string }>(reduce: (s: S, a: A) => S | undefined, initial: S): Store<S, A> {
  const state = signal(initial);
  return {
    state,
    dispatch(a) {
      const next: S | undefined = reduce(state.value, a);
      if (next === undefined) throw new Error(`Unknown action: ${a?.type}`);
      state.value = next;
    },
  };
}
