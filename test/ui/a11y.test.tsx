// Accessibility of the shared primitives (audit): focus after a code check, keyboard use of the
// code boxes, accessible names.
import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { useState } from 'react';
import { mountWidget, showToast, useToasts } from '../../src/ui';
import { OTPInput } from '../../src/ui/components/OTPInput';
import { Heading } from '../../src/ui/components/Heading';
import { PasswordInput } from '../../src/ui/components/PasswordInput';
import { flush, host, typeIn } from './util';

let api: { setBusy: (b: boolean) => void; setCode: (c: string) => void } | undefined;
function CodeCheck({ onComplete }: { onComplete: (c: string) => void }) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  api = { setBusy, setCode };
  return <OTPInput value={code} onChange={setCode} disabled={busy} onComplete={(c) => (setBusy(true), onComplete(c))} />;
}

const boxes = (el: Element) => [...el.querySelectorAll('input')] as HTMLInputElement[];

test('OTP input: after a wrong code the cleared boxes take keyboard focus back', async () => {
  const el = host();
  const codes: string[] = [];
  mountWidget('#app', <CodeCheck onComplete={(c) => codes.push(c)} />);
  await flush();
  boxes(el)[0].focus();
  await typeIn(boxes(el)[0], '123456');
  assert.equal(codes, ['123456']);
  assert.ok(boxes(el).every((b) => b.disabled));
  // Browsers drop focus from a control that becomes disabled.
  (document.activeElement as HTMLElement | null)?.blur();
  api!.setCode('');
  api!.setBusy(false);
  await flush();
  assert.ok(boxes(el).every((b) => !b.disabled));
  assert.is(document.activeElement, boxes(el)[0], 'focus back in the first box');
});

test('OTP input: focus is left alone when it was elsewhere', async () => {
  const el = host();
  const other = document.createElement('button');
  document.body.append(other);
  mountWidget('#app', <CodeCheck onComplete={() => {}} />);
  await flush();
  other.focus();
  api!.setBusy(true);
  await flush();
  api!.setBusy(false);
  await flush();
  assert.is(document.activeElement, other);
  assert.ok(boxes(el).length === 6);
});

test('OTP input: paste fills from the box it lands in; every box has a name; one-time-code autofill on the first', async () => {
  const el = host();
  const codes: string[] = [];
  mountWidget('#app', <CodeCheck onComplete={(c) => codes.push(c)} />);
  await flush();
  const ev = new Event('paste', { bubbles: true, cancelable: true }) as any;
  ev.clipboardData = { getData: () => ' 98-76 54 ' };
  boxes(el)[0].dispatchEvent(ev);
  await flush();
  assert.equal(codes, ['987654']);
  assert.ok(boxes(el).every((b, i) => b.getAttribute('aria-label') === `Digit ${i + 1} of 6`));
  assert.is(boxes(el)[0].getAttribute('autocomplete'), 'one-time-code');
  const group = el.querySelector('[role=group]')!;
  assert.ok(el.querySelector(`#${CSS.escape(group.getAttribute('aria-labelledby')!)}`)?.textContent, 'the group is labelled');
});

let go: ((n: number) => void) | undefined;
function Screens() {
  const [n, setN] = useState(0);
  go = setN;
  return n === 0 ? <p>loading</p> : n === 1 ? <Heading key="a">First</Heading> : <Heading key="b">Second</Heading>;
}

test('heading focus: never taken from the host page; taken when focus is in the widget or nowhere', async () => {
  const el = host();
  const field = document.createElement('input');
  document.body.append(field);
  mountWidget('#app', <Screens />);
  await flush();
  field.focus();
  go!(1); // e.g. the organization finished loading while the user typed in the host page
  await flush();
  assert.is(document.activeElement, field, 'the host field keeps focus');
  el.querySelector('h2')!.focus();
  go!(2);
  await flush();
  assert.is(document.activeElement, el.querySelector('h2'), 'from the widget to the new heading');
  assert.is(el.querySelector('h2')!.textContent, 'Second');
  (document.activeElement as HTMLElement).blur();
  go!(1);
  await flush();
  assert.is(document.activeElement, el.querySelector('h2'), 'from nowhere to the new heading');
});

test('heading focus inside a shadow root', async () => {
  const el = host();
  mountWidget('#app', <Screens />, { enableShadowDOM: true });
  await flush();
  go!(1);
  await flush();
  const root = el.shadowRoot!;
  (root.querySelector('h2') as HTMLElement).focus();
  go!(2);
  await flush();
  assert.is(root.activeElement, root.querySelector('h2'));
  assert.is(root.querySelector('h2')!.textContent, 'Second');
});

test("language: English catalogue marks the widget lang=en; with the host's strings it takes the page's", async () => {
  const el = host();
  mountWidget('#app', <p>x</p>);
  await flush();
  assert.is(el.querySelector('div')!.getAttribute('lang'), 'en');
  mountWidget('#app', <p>x</p>, { strings: { 'ui.back': 'Retour' } });
  await flush();
  assert.is(el.querySelector('div')!.getAttribute('lang'), null);
});

test('toasts: errors in an alert region, the rest in a polite status region, neither region inside the other', async () => {
  let api: ReturnType<typeof useToasts> | undefined;
  const Grab = () => ((api = useToasts()), null);
  const el = host();
  mountWidget('#app', <Grab />);
  showToast(api!, 'Code resent', 'success');
  showToast(api!, "Couldn't copy code to clipboard", 'error');
  await flush();
  const polite = el.querySelector('[aria-live=polite]')!;
  const alert = el.querySelector('[role=alert]')!;
  assert.is(polite.getAttribute('role'), 'status');
  const types = (region: Element) => [...region.querySelectorAll('[data-type]')].map((x) => x.getAttribute('data-type'));
  assert.equal(types(alert), ['error']);
  assert.equal(types(polite), ['success']);
  assert.not.ok(polite.contains(alert) || alert.contains(polite), 'siblings, not nested');
  assert.is(el.querySelectorAll('[data-type] [role], [data-type][role]').length, 0, 'a toast carries no role of its own');
});

test('password toggle: named for its next action, no pressed state on top; the field keeps its label', async () => {
  const el = host();
  function P() {
    const [v, setV] = useState('');
    return <PasswordInput value={v} onInput={setV} />;
  }
  mountWidget('#app', <P />);
  await flush();
  const toggle = el.querySelector('button')!;
  assert.is(toggle.getAttribute('aria-label'), 'Show password');
  assert.is(toggle.getAttribute('aria-pressed'), null);
  toggle.click();
  await flush();
  assert.is(el.querySelector('button')!.getAttribute('aria-label'), 'Hide password');
  const input = el.querySelector('input')!;
  assert.is(input.type, 'text');
  assert.is(el.querySelector(`label[for="${input.id}"]`)?.textContent, 'Password');
});

test.run();
