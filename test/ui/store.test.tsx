// The widget kit (src/ui/store.ts, widget-context.ts): both widgets' state goes through one store
// over their pure reducers, an unknown action throws, and a screen outside its widget throws.
import '../helpers/dom';
import { render } from 'preact';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createWidget } from '../../src/b2b/widget';
import { chunks } from '../../src/b2b/lazy';
import { useWidget } from '../../src/b2b/components/use';
import { createMachine } from '../../src/consumer/machine';
import { createStore } from '../../src/ui/store';
import { makeT } from '../../src/ui/text';
import { fakeClient } from '../b2b/harness';

test('the store: dispatch runs the reducer into the signal; an action the reducer answers nothing for throws', () => {
  const store = createStore<number, { type: 'inc' } | { type: 'other' }>(
    (s, a) => (a.type === 'inc' ? s + 1 : (undefined as unknown as number)),
    0,
  );
  const seen: number[] = [];
  store.state.subscribe((v) => seen.push(v));
  store.dispatch({ type: 'inc' });
  assert.equal(seen, [0, 1]);
  assert.throws(() => store.dispatch({ type: 'other' }), /Unknown action: other/);
  assert.is(store.state.value, 1);
});

test('both widgets: an unknown action throws', () => {
  const b2b = createWidget(fakeClient().client, { authFlowType: 'Discovery', products: [] }, {}, makeT({}), chunks);
  b2b.dispatch({ type: 'transition', screen: 'EmailConfirmation', push: true });
  assert.is(b2b.state.value.screen, 'EmailConfirmation');
  assert.throws(() => b2b.dispatch({ type: 'nope' } as never), /Unknown action: nope/);
  const consumer = createMachine();
  consumer.dispatch({ type: 'transition', screen: 'EmailConfirmation' });
  assert.is(consumer.state.value.screen, 'EmailConfirmation');
  assert.throws(() => consumer.dispatch({ type: 'nope' } as never), /Unknown action/);
});

test('a screen outside its widget throws instead of reading a null widget', () => {
  const Screen = () => (useWidget(), null);
  document.body.innerHTML = '<div id="x"></div>';
  assert.throws(() => render(<Screen />, document.querySelector('#x')!), /B2B screens render inside their widget/);
});

test.run();
