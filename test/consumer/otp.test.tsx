import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cx } from '../../src/ui/styles';
import { byText, click, fakeUiClock, flush, typeIn, until } from '../ui/util';
import { fail, ok, SESSION, setup, submit } from './harness';
import { StytchEventType } from '../../src/core/enums';

const clock = fakeUiClock();
const config = { products: ['otp' as const], otpOptions: { methods: ['sms' as const, 'whatsapp' as const] } };

async function toOtpScreen(routes: Record<string, any> = {}) {
  const h = await setup(config, { 'POST /otps/sms/login_or_create': ok({ method_id: 'phone-1' }), ...routes });
  await until(() => h.el.querySelectorAll('option').length > 1, 'the phone chunk');
  await typeIn(h.el.querySelector('input[type=tel]')!, '2025550123');
  submit(h.el);
  await until(() => h.text().includes('Enter passcode'));
  return h;
}

const paste = (el: Element, text: string) => {
  const e = new Event('paste', { bubbles: true, cancelable: true }) as any;
  e.clipboardData = { getData: () => text };
  el.dispatchEvent(e);
};

test('phone: formatted as typed, invalid number message, E.164 sent', async () => {
  const h = await setup(config, { 'POST /otps/sms/login_or_create': ok({ method_id: 'phone-1' }) });
  await until(() => h.el.querySelectorAll('option').length > 1, 'the phone chunk');
  const select = h.el.querySelector('select')!;
  assert.ok(select.options.length > 200, 'every country once the chunk is in');
  assert.is(select.value, 'US');
  assert.is(select.selectedOptions[0].textContent, 'United States (+1)');
  // Sorted by name in the widget's language, the closed box readable at 80px ('US +1').
  const names = [...select.options].map((o) => o.textContent!);
  assert.equal(names.slice(0, 3), ['Afghanistan (+93)', 'Åland Islands (+358)', 'Albania (+355)']);
  assert.is(select.previousElementSibling!.textContent, 'US +1');
  assert.is(select.previousElementSibling!.getAttribute('aria-hidden'), 'true', 'the select itself is what assistive technology reads');
  select.value = 'GB';
  select.dispatchEvent(new Event('change', { bubbles: true }));
  await flush();
  assert.is(h.el.querySelector('select')!.previousElementSibling!.textContent, 'GB +44');
  select.value = 'US';
  select.dispatchEvent(new Event('change', { bubbles: true }));
  await flush();
  const tel = h.el.querySelector('input[type=tel]') as HTMLInputElement;
  assert.is(tel.placeholder, '(123) 456-7890');
  // A visible label, as the email field has (a placeholder goes as the user types).
  const label = h.el.querySelector(`label[for="${tel.id}"]`)!;
  assert.is(label.textContent, 'Phone number');
  assert.is(label.className, cx.label);
  await typeIn(tel, '2025550123');
  await until(() => tel.value === '(202) 555-0123');
  assert.is(tel.value, '(202) 555-0123');
  await typeIn(tel, '123');
  submit(h.el);
  await until(() => h.text().includes('Invalid phone'));
  assert.ok(h.text().includes('Invalid phone number, please try again.'));
  assert.equal(h.errors, [{ message: 'Invalid phone number, please try again.' }], 'to onError too');
  assert.is(h.sent('/otps/sms/login_or_create').length, 0);
});

test('OTP: sent in E.164, screen texts, countdown, wrong code, right code -> confirmation', async () => {
  let release: () => void = () => {};
  const held = new Promise<void>((r) => (release = r));
  const h = await toOtpScreen({
    'POST /otps/authenticate': async (req: any) => {
      await held;
      return req.body.token === '123456' ? ok(SESSION) : fail('otp_code_not_found', 'nope', 404);
    },
  });
  assert.equal(h.sent('/otps/sms/login_or_create')[0].body, { phone_number: '+12025550123', expiration_minutes: 5 });
  assert.ok(h.text().includes('Enter passcode'));
  assert.ok(h.text().includes('A 6-digit passcode was sent to you at +12025550123.'));
  assert.ok(h.text().includes("Your code expires in 5:00. Didn't get it? Resend code"));
  assert.is(h.events[0].type, StytchEventType.OTPsLoginOrCreateEvent);
  const boxes = h.el.querySelectorAll('input');
  assert.is(boxes.length, 6);
  assert.is(boxes[0].getAttribute('autocomplete'), 'one-time-code');
  assert.is(h.el.querySelector('[role=group]')!.getAttribute('aria-labelledby') !== null, true);
  await clock.advance(61_000);
  await flush();
  assert.ok(h.text().includes('Your code expires in 3:59.'));
  boxes[0].focus();
  paste(boxes[0], '65-43-21');
  await until(() => h.text().includes('Verifying passcode...'));
  assert.ok(boxes[0].disabled, 'no typing while verifying');
  release();
  await until(() => h.errors.length);
  await flush();
  assert.equal(h.sent('/otps/authenticate')[0].body, { token: '654321', method_id: 'phone-1', session_duration_minutes: 30 });
  assert.ok(h.text().includes('Invalid passcode, please try again.'));
  assert.is((h.errors[0] as any).error_type, 'otp_code_not_found');
  // the wrong code is cleared as the boxes come back, so focus returns to the first one (not the last)
  assert.equal([...boxes].map((b) => b.value).join(''), '');
  assert.is(document.activeElement, boxes[0], 'focus back in the first box');
  paste(h.el.querySelectorAll('input')[0], '123456');
  await until(() => h.text().includes('Your passcode has been successfully verified.'));
  assert.ok(h.text().includes('Success'));
  assert.ok(h.text().includes('Your passcode has been successfully verified.'));
  const types = h.events.map((e) => e.type);
  assert.equal(types.slice(-2), [StytchEventType.OTPsAuthenticate, StytchEventType.AuthenticateFlowComplete]);
});

test('OTP: expiry text, resend toasts (success and error), back arrow', async () => {
  let n = 0;
  const h = await toOtpScreen({
    'POST /otps/sms/login_or_create': () => (n++ === 2 ? fail('sms_send_failed', 'Slow down') : ok({ method_id: 'phone-1' })),
  });
  await clock.advance(5 * 60_000);
  await flush();
  assert.ok(h.text().includes('Your code has expired. Resend code'));
  click(byText(h.el, 'button', 'Resend code'));
  await until(() => h.text().includes('Code resent'));
  assert.ok(h.text().includes('Your code expires in 5:00.'));
  const toast = byText(h.el, '[data-type]', 'Code resent')!;
  assert.is(toast.dataset.type, 'success');
  await clock.advance(2000);
  await flush();
  assert.not.ok(h.text().includes('Code resent'), 'success toasts last 2 s');
  click(byText(h.el, 'button', 'Resend code'));
  await until(() => byText(h.el, '[data-type]', 'Slow down'));
  assert.is(byText(h.el, '[data-type]', 'Slow down')!.dataset.type, 'error');
  click(h.el.querySelector('button[aria-label=Back]'));
  await flush();
  assert.ok(h.text().includes('Sign up or log in'));
});

test('OTP: a locked user (user_lock_limit_reached, after too many failed attempts) says so, stops the countdown, offers Resend; a resend clears the error', async () => {
  let sends = 0;
  const h = await toOtpScreen({
    'POST /otps/sms/login_or_create': () => (sends++, ok({ method_id: 'phone-1' })),
    'POST /otps/authenticate': () => fail('user_lock_limit_reached', 'Too many failed attempts: this user is locked for a while.', 429),
  });
  const boxes = () => [...h.el.querySelectorAll('[role=group] input')] as HTMLInputElement[];
  await flush();
  assert.is(document.activeElement, boxes()[0], 'focus in the first box, not on the heading');
  paste(boxes()[0], '111111');
  await until(() => h.text().includes('Too many failed attempts'));
  await flush();
  assert.ok(h.text().includes('Too many failed attempts. Please wait a while, then request a new code.'));
  assert.not.ok(h.text().includes('Invalid passcode'));
  assert.not.ok(h.text().includes('Your code expires'), 'the countdown stopped');
  assert.ok(
    boxes().every((b) => b.disabled),
    'a spent code cannot be typed again',
  );
  const resend = byText(h.el, 'button', 'Resend code')!;
  assert.is(document.activeElement, resend, 'focus on Resend code');
  await clock.advance(60_000);
  await flush();
  assert.not.ok(h.text().includes('Your code expires'), 'still stopped');
  click(resend);
  await until(() => h.text().includes('Code resent'));
  assert.is(sends, 2);
  assert.not.ok(h.text().includes('Too many failed attempts'), 'the resend cleared the old error');
  assert.ok(h.text().includes('Your code expires in 5:00.'));
  assert.not.ok(boxes()[0].disabled);
});

test("OTP: a resend clears the wrong code's error", async () => {
  const h = await toOtpScreen({ 'POST /otps/authenticate': fail('otp_code_not_found', 'nope', 404) });
  paste(h.el.querySelectorAll('[role=group] input')[0], '111111');
  await until(() => h.text().includes('Invalid passcode, please try again.'));
  click(byText(h.el, 'button', 'Resend code'));
  await until(() => h.text().includes('Code resent'));
  assert.not.ok(h.text().includes('Invalid passcode'));
});

test('OTP resend: a host onError that throws still shows the error toast', async () => {
  let n = 0;
  const seen: unknown[] = [];
  const callbacks = {
    onError: (e: unknown) => {
      seen.push(e);
      throw new Error('host bug');
    },
  };
  const h = await setup(
    config,
    { 'POST /otps/sms/login_or_create': () => (n++ ? fail('sms_send_failed', 'Slow down') : ok({ method_id: 'phone-1' })) },
    'login',
    { callbacks },
  );
  await until(() => h.el.querySelectorAll('option').length > 1, 'the phone chunk');
  await typeIn(h.el.querySelector('input[type=tel]')!, '2025550123');
  submit(h.el);
  await until(() => h.text().includes('Enter passcode'));
  await clock.advance(5 * 60_000);
  await flush();
  const quiet = console.error;
  console.error = () => {};
  try {
    click(byText(h.el, 'button', 'Resend code'));
    await until(() => byText(h.el, '[data-type]', 'Slow down'), 'the error toast');
  } finally {
    console.error = quiet;
  }
  assert.is(seen.length, 1, 'the host saw the error');
});

test('OTP input: digits only, typing advances, backspace and arrows', async () => {
  const h = await toOtpScreen();
  const boxes = () => [...h.el.querySelectorAll('input')] as HTMLInputElement[];
  await typeIn(boxes()[0], 'a');
  assert.is(boxes()[0].value, '');
  await typeIn(boxes()[0], '1');
  await typeIn(boxes()[1], '2');
  assert.equal(
    boxes()
      .map((b) => b.value)
      .join(''),
    '12',
  );
  assert.is(document.activeElement, boxes()[2]);
  boxes()[2].dispatchEvent(new KeyboardEvent('keydown', { key: 'Backspace', bubbles: true, cancelable: true }));
  await flush();
  assert.equal(
    boxes()
      .map((b) => b.value)
      .join(''),
    '1',
  );
  boxes()[1].dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
  assert.is(document.activeElement, boxes()[0]);
});

test('WhatsApp tab sends through the WhatsApp route', async () => {
  const h = await setup(config, { 'POST /otps/whatsapp/login_or_create': ok({ method_id: 'phone-2' }) });
  click(byText(h.el, '[role=tab]', 'WhatsApp'));
  await until(() => h.el.querySelectorAll('option').length > 1, 'the phone chunk');
  await typeIn(h.el.querySelector('input[type=tel]')!, '2025550123');
  submit(h.el);
  await until(() => h.text().includes('Enter passcode'));
  assert.is(h.sent('/otps/whatsapp/login_or_create')[0].body.phone_number, '+12025550123');
  assert.ok(h.text().includes('Enter passcode'));
  // Back (a mistyped number): the WhatsApp tab again, with the number as typed.
  click(h.el.querySelector('button[aria-label=Back]'));
  await until(() => h.el.querySelector('input[type=tel]'), 'Main');
  await until(() => h.el.querySelectorAll('option').length > 1, 'the phone form');
  assert.is(h.el.querySelector('[role=tab][aria-selected=true]')?.textContent, 'WhatsApp');
  assert.is((h.el.querySelector('input[type=tel]') as HTMLInputElement).value.replace(/\D/g, ''), '2025550123');
});

test.run();
