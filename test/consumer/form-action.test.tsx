// The consumer forms show their machine's form error, not useAction's own: an intent that throws (a
// bug, code that failed to load) ends in words in that error (src/consumer/context.ts
// useFormAction), not in a console error alone.
import '../helpers/dom';
import { render } from 'preact';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { useFormAction, WidgetContext, type W } from '../../src/consumer/context';
import { createMachine } from '../../src/consumer/machine';

test('a consumer form whose intent throws shows "Something went wrong" words as its form error', async () => {
  const m = createMachine();
  let action!: ReturnType<typeof useFormAction>;
  const Probe = () => ((action = useFormAction()), null);
  const root = document.createElement('div');
  // The hook reads only the machine of its widget.
  const w = { m } as Partial<W> as W;
  render(
    <WidgetContext.Provider value={w}>
      <Probe />
    </WidgetContext.Provider>,
    root,
  );
  const logged = console.error;
  console.error = () => {};
  try {
    assert.is(await action.act(() => Promise.reject(new TypeError('x is not a function'))), undefined);
    assert.is(m.state.value.formState.errorMessage, 'x is not a function', "the error's own words when it has them");
    await action.act(() => Promise.reject({}));
    assert.is(m.state.value.formState.errorMessage, 'Something went wrong. Please try again.');
  } finally {
    console.error = logged;
  }
  await new Promise((r) => setTimeout(r));
  assert.not.ok(action.busy, 'the form is usable again');
  render(null, root);
});

test.run();
