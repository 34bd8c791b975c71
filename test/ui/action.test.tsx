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

test.run();
