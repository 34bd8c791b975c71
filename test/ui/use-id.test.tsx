// useFieldId of src/ui/ids.ts (compat's useId scoped per mount): an id of its own for each component
// that asks, kept across its re-renders, unique across widgets (a label's htmlFor must find its own field).
import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { useState } from 'react';
import { useFieldId as useId } from '../../src/ui/ids';
import { mountWidget } from '../../src/ui/mount';
import { flush } from './util';

test('useId: one id per component, the same on every render; two widgets, and two fields of one, never share one', async () => {
  document.body.innerHTML = '<div id="w1"></div><div id="w2"></div>';
  const seen: string[] = [];
  let bump: () => void = () => {};
  const Field = () => {
    const id = useId();
    const [n, set] = useState(0);
    bump = () => set(n + 1);
    seen.push(id);
    return <span id={id}>{n}</span>;
  };
  const Form = () => (
    <>
      <Field />
      <Field />
    </>
  );
  const off1 = mountWidget('#w1', <Form />);
  const off2 = mountWidget('#w2', <Form />);
  const ids = [...document.querySelectorAll('span')].map((l) => l.id);
  assert.is(new Set(ids).size, 4, ids.join(' '));
  const before = seen.length;
  bump();
  await flush();
  assert.ok(seen.length > before, 're-rendered');
  assert.equal(
    [...document.querySelectorAll('span')].map((l) => l.id),
    ids,
    'the same ids after a re-render',
  );
  off1();
  off2();
});

// Two bundles on one page (the consumer and the B2B CDN bundle) each carry this module, so each has a
// counter of its own, both from 0: only the mount's scope (counted on the page, src/ui/mount.tsx)
// keeps their ids apart. So every id begins with its own mount's scope.
test("useId: an id begins with its mount's scope, which two bundles on one page never share", () => {
  document.body.innerHTML = '<div id="w1"></div><div id="w2"></div>';
  const Field = () => <span id={useId()} />;
  const offs = ['#w1', '#w2'].map((w) => mountWidget(w, <Field />));
  const scopes = ['#w1', '#w2'].map((w) => {
    const scope = document.querySelector(`${w} [class*="fl-w"]`)?.className.match(/\bfl-w\d+\b/)?.[0];
    assert.ok(scope, `${w} has a scope`);
    assert.ok(document.querySelector(`${w} span`)?.id.startsWith(scope!), `${w}'s id begins with ${scope}`);
    return scope;
  });
  assert.is.not(scopes[0], scopes[1], 'two mounts, two scopes');
  for (const off of offs) off();
});

// Mounting again on the same element (another locale or look) renders a new root, whose id counter
// starts over: a field first drawn after that (a lazy section) must still get an id no field on the
// page has.
test('useId: a field first drawn after the mount renders its root again takes an id no other field has', async () => {
  document.body.innerHTML = '<div id="w1"></div>';
  let show: () => void = () => {};
  const Field = () => <span id={useId()} />;
  const Form = () => {
    const [late, set] = useState(false);
    show = () => set(true);
    return (
      <>
        <Field />
        {late && <Field />}
      </>
    );
  };
  mountWidget('#w1', <Form />);
  const off = mountWidget('#w1', <Form />, { locale: 'en' });
  show();
  await flush();
  const ids = [...document.querySelectorAll('span')].map((l) => l.id);
  assert.is(ids.length, 2);
  assert.is(new Set(ids).size, 2, ids.join(' '));
  off();
});

test.run();
