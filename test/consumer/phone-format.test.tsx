// Spec section 5: "A typed value is discarded if the field changed during asynchronous formatting."
// The phone library is held (phoneLoader.pending) so a formatting result arrives after the field
// has moved on.
import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { phoneLoader, type PhoneLib } from '../../src/ui/phone';
import { fakeUiClock, flush, typeIn, until } from '../ui/util';
import { ok, setup, submit } from './harness';

fakeUiClock(); // the 10 s formatting fallback never fires on its own

/** The Text tab with the phone library in; `hold()` makes the next formatting wait for `release()`. */
async function phoneTab() {
  const h = await setup(
    { products: ['otp'], otpOptions: { methods: ['sms'] } },
    { 'POST /otps/sms/login_or_create': ok({ method_id: 'p1' }) },
  );
  await until(() => h.el.querySelectorAll('option').length > 1, 'the phone chunk');
  const lib = (await phoneLoader.pending) as PhoneLib;
  let release = () => {};
  const hold = () => (phoneLoader.pending = new Promise<PhoneLib>((r) => (release = () => r(lib))));
  const tel = h.el.querySelector('input[type=tel]') as HTMLInputElement;
  const select = h.el.querySelector('select') as HTMLSelectElement;
  return { h, lib, tel, select, hold, release: () => release() };
}

test('a late formatting result for an older value is dropped; the newer value stays', async () => {
  const p = await phoneTab();
  p.hold();
  await typeIn(p.tel, '2025'); // its formatting, '(202) 5', waits
  phoneLoader.pending = Promise.resolve(p.lib);
  await typeIn(p.tel, '2025550123');
  await until(() => p.tel.value === '(202) 555-0123', 'the newer value formatted');
  p.release();
  await flush();
  assert.is(p.tel.value, '(202) 555-0123');
});

test('a country change during formatting: the result for the old country is dropped', async () => {
  const p = await phoneTab();
  p.hold();
  await typeIn(p.tel, '7911123456'); // formatted as a US number later
  p.select.value = 'GB';
  p.select.dispatchEvent(new Event('change', { bubbles: true }));
  await flush();
  p.release();
  await flush();
  assert.is(p.select.value, 'GB');
  assert.is(p.tel.value, '7911123456');
  phoneLoader.pending = Promise.resolve(p.lib);
  submit(p.h.el);
  await until(() => p.h.sent('/otps/sms/login_or_create').length, 'the send');
  assert.is(p.h.sent('/otps/sms/login_or_create')[0].body.phone_number, '+447911123456');
});

test('the phone submit button is disabled while the submit runs', async () => {
  const p = await phoneTab();
  await typeIn(p.tel, '2025550123');
  await until(() => p.tel.value === '(202) 555-0123', 'formatted');
  const btn = p.h.el.querySelector('button[type=submit]') as HTMLButtonElement;
  assert.not.ok(btn.disabled);
  p.hold(); // the validation waits for the phone library
  submit(p.h.el);
  await flush();
  assert.ok(btn.disabled, 'disabled while submitting');
  p.release();
  await flush();
});

test.run();
