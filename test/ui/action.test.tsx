// The widget kit's action hook (src/ui/action.ts): one intent at a time, even when two submits
// arrive before the next render (a double click, Enter pressed twice).
import '../helpers/dom';
import { render } from 'preact';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { useAction } from '../../src/ui/action';

test('two submits in the same tick run the intent once; after it settles the next one runs', async () => {
  let act!: ReturnType<typeof useAction>['act'];
  const Probe = () => ((act = useAction().act), null);
  const root = document.createElement('div');
  render(<Probe />, root);
  let runs = 0;
  let finish!: () => void;
  const intent = () => (runs++, new Promise<void>((r) => (finish = r)));
  const first = act(intent);
  const second = act(intent);
  assert.is(runs, 1, 'the second submit is ignored while the first runs');
  assert.is(await second, undefined);
  finish();
  await first;
  await act(async () => void runs++);
  assert.is(runs, 2, 'a later submit runs');
  render(null, root);
});

test('an intent that throws ends in words for the user (the error text, else the load error), not a rejection', async () => {
  let action!: ReturnType<typeof useAction>;
  const Probe = () => ((action = useAction()), null);
  const root = document.createElement('div');
  render(<Probe />, root);
  const logged = console.error;
  console.error = () => {};
  try {
    assert.is(await action.act(() => Promise.reject(new Error('Failed to fetch dynamically imported module'))), undefined);
    await new Promise((r) => setTimeout(r));
    assert.ok(action.error, 'an error is shown');
    assert.not.ok(action.busy, 'and the form is usable again');
    await action.act(() => Promise.reject({}));
    await new Promise((r) => setTimeout(r));
    assert.is(action.error, 'Something went wrong. Please try again.');
  } finally {
    console.error = logged;
  }
  render(null, root);
});

test.run();
