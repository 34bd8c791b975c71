// The widget kit's state holder, one for every widget: a signal (@preact/signals) fed by the
// widget's pure reducer (src/b2b/machine.ts, src/consumer/machine.ts, src/idp/machine.ts). A
// component that reads `state.value` (or a `computed` over it) while it renders re-renders when that
// changes, and only then: the library subscribes it during the render, so a change made before the
// browser paints (a first screen's own layout effect, e.g. the identity provider's parameter check)
// renders at once. The library also skips a re-render of its parent's for a component that reads
// signals, keeps no state of its own and gets equal props: a screen follows a mount again through
// its widget's context (the B2B useWidget reads the text context; the consumer's value is new each
// render). An action the reducer does not know throws: a reducer that answers nothing for it
// (a switch without that case, or the B2B machine's MFA actions before its MFA half is in) is caught here.
import { type Signal, signal } from '@preact/signals';

export interface Store<S, A> {
  readonly state: Signal<S>;
  dispatch(a: A): void;
}

export function createStore<S, A extends { type: string }>(reduce: (s: S, a: A) => S | undefined, initial: S): Store<S, A> {
  const state = signal(initial);
  return {
    state,
    dispatch(a) {
      // peek: a dispatch made while a component renders (or inside an effect) does not subscribe it
      const next: S | undefined = reduce(state.peek(), a);
      if (next === undefined) throw new Error(`Unknown action: ${a?.type}`);
      state.value = next;
    },
  };
}
