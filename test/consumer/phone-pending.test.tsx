// The Text / WhatsApp form is a lazy chunk (src/consumer/chunks/phone.ts): until its code is in, a
// placeholder with the same boxes holds its place (PhoneFormPlaceholder.tsx), and what the user typed into
// it, and the focus, carry over to the loaded form. The first phone form of this file is the first
// one its bundle renders, so the placeholder shows on the mount's synchronous first render.
import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { phoneLoader } from '../../src/ui/phone';
import { host, until } from '../ui/util';
import { getClient } from './harness';

test("the placeholder: the form's boxes; typing and focus carry over to the loaded form; the phone library starts with it", async () => {
  let libraryLoads = 0;
  const real = phoneLoader.load;
  phoneLoader.pending = undefined;
  phoneLoader.load = () => (libraryLoads++, real());
  const el = host('login');
  getClient().mountLogin({ elementId: '#login', config: { products: ['otp'], otpOptions: { methods: ['sms', 'email'] } } });
  const form = el.querySelector('form[aria-busy=true]');
  assert.ok(form, 'the placeholder form, busy');
  assert.not.ok(el.querySelector('select'), 'no country list yet');
  // The loaded form's shape: the visible label over the row of country box and number field.
  const [label, row] = [...form!.firstElementChild!.children] as HTMLElement[];
  const [box, tel] = [...row.children] as HTMLElement[];
  assert.is(box.getAttribute('aria-hidden'), 'true', 'the country box, hidden from assistive technology');
  assert.is(label.textContent, 'Phone number');
  assert.is((label as HTMLLabelElement).htmlFor, tel.id);
  assert.is((tel as HTMLInputElement).type, 'tel');
  assert.is((tel as HTMLInputElement).placeholder, '(123) 456-7890');
  const submit = form!.querySelector('button[type=submit]')!;
  assert.is(submit.getAttribute('aria-busy'), 'true');
  assert.match(submit.textContent!, 'Continue with text message');
  (tel as HTMLInputElement).focus();
  (tel as HTMLInputElement).value = '2025550';
  tel.dispatchEvent(new Event('input', { bubbles: true }));
  await until(() => el.querySelector('select'), 'the loaded form');
  const loaded = el.querySelector('input[type=tel]') as HTMLInputElement;
  assert.is.not(loaded, tel, 'the loaded form');
  assert.not.ok(el.querySelector('form[aria-busy]'), 'no placeholder left');
  await until(() => loaded.value === '(202) 555-0', 'what was typed, kept and formatted');
  assert.is(document.activeElement, loaded, 'the focus moved with it');
  assert.is(loaded.selectionStart, loaded.value.length, 'caret at the end');
  assert.is(libraryLoads, 1, 'the phone library requested once');
  phoneLoader.load = real;
  getClient().unmount('#login');
});

test('once the code is in, a phone form renders at once (no placeholder), from an empty number and without taking focus', async () => {
  const el = host('login');
  (document.activeElement as HTMLElement | null)?.blur();
  getClient().mountLogin({ elementId: '#login', config: { products: ['otp'], otpOptions: { methods: ['sms'] } } });
  assert.not.ok(el.querySelector('form[aria-busy]'), 'no placeholder');
  const tel = el.querySelector('input[type=tel]') as HTMLInputElement;
  assert.is(tel.value, '');
  assert.is.not(document.activeElement, tel);
  getClient().unmount('#login');
});

test.run();
