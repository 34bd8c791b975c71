// Consumer widget accessibility (audit): on every screen each control has an accessible name and
// keyboard focus lands on the new screen's heading.
import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { manifest } from '../../src/consumer/manifest';
import { unnamedControls } from '../ui/a11y-util';
import { byText, click, flush, until } from '../ui/util';
import { getClient, ok, SESSION, setup } from './harness';
import { present } from '../helpers/present';

// Each test starts (and the suite ends) signed out: the client is shared with the other suites.
test.before.each(() => (getClient() as any).ctx.store.clear());
test.after(() => (getClient() as any).ctx.store.clear());

test('every consumer screen: named controls; focus on the new heading', async () => {
  // Every product: a widget has the screens of its config's products (src/consumer/registry.ts).
  const h = await setup({
    products: ['oauth', 'crypto', 'otp', 'passwords', 'emailMagicLinks', 'passkeys'],
    oauthOptions: { providers: [{ type: 'google' }, { type: 'github' }] },
    otpOptions: { methods: ['sms'], expirationMinutes: 5 },
  } as any);
  const m = (h.client as any).machines.get(h.el).m;
  // The user is in the widget (a first screen never takes the page's focus: mount.tsx).
  h.el.querySelector<HTMLElement>('input')!.focus();
  m.dispatch({ type: 'set_magic_link_email', email: 'ada@example.com' });
  m.dispatch({ type: 'update_otp_state', otpState: { type: 'sms', methodId: 'm', otpDestination: '+1 202-555-0123' } });
  m.dispatch({ type: 'update_password_state', passwordState: { email: 'ada@example.com', type: 'password' } });
  const problems: string[] = [];
  // Main is the first render (checked last); registration is its own widget.
  for (const screen of ['LoggingIn' as const, ...manifest.shared, ...Object.values(manifest.products).flat()]) {
    if (screen.startsWith('PasskeyRegistration')) continue;
    m.dispatch({ type: 'transition', screen });
    await until(() => h.el.querySelector('h2'), `${screen} heading`);
    await flush();
    problems.push(...unnamedControls(h.el).map((c) => `${screen}: ${c}`));
    // A code-entry screen focuses its first box (typing the code works at once); others their heading.
    const first = screen === 'OTPAuthenticate' ? h.el.querySelector('[role=group] input') : h.el.querySelector('h2');
    assert.is(document.activeElement, first, `${screen}: focus on its ${screen === 'OTPAuthenticate' ? 'first box' : 'heading'}`);
  }
  m.dispatch({ type: 'transition', screen: 'Main' });
  await flush();
  problems.push(...unnamedControls(h.el).map((c) => `Main: ${c}`));
  assert.equal(problems, []);
});

test('login tabs by keyboard: arrows move selection and focus (roving tabindex), the panel follows', async () => {
  const h = await setup({ products: ['otp'], otpOptions: { methods: ['sms', 'whatsapp', 'email'], expirationMinutes: 5 } } as any);
  const tabs = () => [...h.el.querySelectorAll('[role=tab]')] as HTMLButtonElement[];
  assert.equal(
    tabs().map((t) => t.textContent),
    ['Text', 'WhatsApp', 'Email'],
  );
  assert.equal(
    tabs().map((t) => t.tabIndex),
    [0, -1, -1],
  );
  tabs()[0].focus();
  tabs()[0].dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
  await flush();
  assert.is(document.activeElement, tabs()[2], 'wraps to the last tab');
  assert.equal(
    tabs().map((t) => t.getAttribute('aria-selected')),
    ['false', 'false', 'true'],
  );
  assert.ok(h.el.querySelector('[role=tabpanel] input[type=email]'), 'the email form shows');
  tabs()[2].dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
  await flush();
  assert.is(document.activeElement, tabs()[0]);
  const panel = h.el.querySelector('[role=tabpanel]')!;
  assert.is(h.el.querySelector(`#${CSS.escape(panel.getAttribute('aria-labelledby')!)}`), tabs()[0]);
  // Right to left the tabs run from the right: ArrowLeft is the next one, ArrowRight the previous.
  h.el.setAttribute('dir', 'rtl');
  tabs()[0].dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
  await flush();
  assert.is(document.activeElement, tabs()[1], 'rtl: ArrowLeft goes to the next tab');
  tabs()[1].dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
  await flush();
  assert.is(document.activeElement, tabs()[0], 'rtl: ArrowRight goes back');
  h.el.removeAttribute('dir');
  tabs()[0].dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true }));
  await flush();
  assert.is(document.activeElement, tabs()[2], 'End: the last tab');
  assert.is(tabs()[2].getAttribute('aria-selected'), 'true');
  tabs()[2].dispatchEvent(new KeyboardEvent('keydown', { key: 'Home', bubbles: true }));
  await flush();
  assert.is(document.activeElement, tabs()[0], 'Home: the first tab');
});

test('passkey registration widget: named controls on the start screen and the list; focus on each heading', async () => {
  const regs = [
    { webauthn_registration_id: 'wr-1', name: 'Laptop' },
    { webauthn_registration_id: 'wr-2', name: 'Phone' },
  ];
  const h = await setup({} as any, { 'GET /users/me': ok({ user_id: 'u1', webauthn_registrations: regs }) });
  h.client.unmount('#login');
  present((h.client as any).ctx.store, { session: SESSION.session, user: { user_id: 'u1' } }, { session_token: 'tok', session_jwt: 'jwt' });
  h.client.mountPasskeyRegistration({ elementId: '#login' });
  await until(() => byText(h.el, 'button', 'Skip'), 'the start screen');
  assert.equal(unnamedControls(h.el), []);
  const skip = byText(h.el, 'button', 'Skip')!;
  skip.focus();
  click(skip);
  await until(() => h.text().includes('Existing Passkeys') && h.text().includes('Phone'), 'the list');
  await flush();
  assert.equal(unnamedControls(h.el), []);
  assert.is(document.activeElement, h.el.querySelector('h2'));
  assert.ok(h.el.querySelector('button[aria-label="Rename Laptop"]') && h.el.querySelector('button[aria-label="Delete Phone"]'));
});

test.run();
