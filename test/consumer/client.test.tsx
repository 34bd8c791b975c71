import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { byText, flush, typeIn, until } from '../ui/util';
import { ok, setup, submit } from './harness';
import { useText } from '../../src/ui/text';

test('mountLogin with enableShadowDOM and a nonce: rendered in an open shadow root, styles inside', async () => {
  const h = await setup({ enableShadowDOM: true, nonce: 'n0nce' });
  const root = h.el.shadowRoot!;
  assert.ok(root, 'open shadow root');
  assert.ok((root.textContent || '').includes('Sign up or log in'));
  const styles = root.querySelectorAll('style');
  assert.is(styles.length, 1);
  assert.is(styles[0].getAttribute('nonce'), 'n0nce');
  assert.is(document.head.querySelectorAll('style').length, 0);
  assert.is(root.querySelectorAll('[style]').length, 0);
  const button = byText(root as any, 'button', 'Continue with email')!;
  assert.is(getComputedStyle(button).minHeight, '45px');
});

test('mounting again on the same element updates config, styles and strings, keeping the state', async () => {
  const h = await setup({}, { 'POST /magic_links/email/login_or_create': ok() });
  await typeIn(h.el.querySelector('input')!, 'ann@example.com');
  submit(h.el);
  await until(() => h.text().includes('Check your email'));
  const heading = h.el.querySelector('h2');
  h.client.mountLogin({
    elementId: '#login',
    config: {},
    strings: { 'emailConfirmation.title': 'Schau in dein Postfach' },
    styles: { colors: { primary: '#123456' } },
  });
  await flush();
  assert.is(h.el.querySelector('h2'), heading, 'no remount');
  assert.ok(h.text().includes('Schau in dein Postfach'));
  assert.ok(h.text().includes('An email was sent to ann@example.com.'), 'state kept');
  assert.ok(h.el.querySelector('style')!.textContent!.includes('--fl-primary:#123456'));
});

test('the function mountLogin returns unmounts and forgets the state, as unmount(elementId) does', async () => {
  const h = await setup({}, { 'POST /magic_links/email/login_or_create': ok() });
  await typeIn(h.el.querySelector('input')!, 'ann@example.com');
  submit(h.el);
  await until(() => h.text().includes('Check your email'));
  const off = h.client.mountLogin({ elementId: '#login', config: {} }); // the same widget, updated
  off();
  assert.is(h.text(), '', 'unmounted');
  h.client.mountLogin({ elementId: '#login', config: {} });
  await until(() => h.text().includes('Continue with email'));
  assert.not.ok(h.text().includes('Check your email'), 'a new widget on Main, not the old state');
});

test("a host the page removed without unmounting is taken down at the client's next mount; put back, it shows where it was", async () => {
  const h = await setup({}, { 'POST /magic_links/email/login_or_create': ok() });
  await typeIn(h.el.querySelector('input')!, 'ann@example.com');
  submit(h.el);
  await until(() => h.text().includes('Check your email'));
  h.el.remove(); // a single-page app sets the view aside (Vue KeepAlive), or drops it
  const other = document.body.appendChild(document.createElement('div'));
  h.client.mountLogin({ elementId: other, config: {} });
  assert.is(h.el.innerHTML, '', 'the removed host was taken down');
  // Put back (the view shown again): drawn again by itself, where the user was.
  document.body.append(h.el);
  await until(() => h.text().includes('Check your email'), 'drawn again');
  // ...and a mount again on it updates that widget, as any mount again does.
  h.client.mountLogin({ elementId: '#login', config: {} });
  await flush();
  assert.ok(h.text().includes('Check your email'), 'the same widget');
  h.client.unmount(other);
});

test('selector errors and unmount', async () => {
  const h = await setup({});
  assert.throws(
    () => h.client.mountLogin({ elementId: '#missing' }),
    (e: Error) =>
      e.message ===
      'The selector you specified (#missing) applies to no DOM elements that are currently on the page. Make sure the element exists on the page before calling mountLogin().',
  );
  // Each method names itself.
  for (const [method, mount] of [
    ['mountResetPassword', () => h.client.mountResetPassword({ elementId: '#missing', passwordResetToken: 't' })],
    ['mountPasskeyRegistration', () => h.client.mountPasskeyRegistration({ elementId: '#missing' })],
    ['mountIdentityProvider', () => h.client.mountIdentityProvider({ elementId: '#missing' })],
    ['mountUserProfile', () => h.client.mountUserProfile({ elementId: '#missing' })],
  ] as const)
    assert.throws(mount, (e: Error) => e.message.includes('(#missing) applies to no DOM') && e.message.endsWith(`calling ${method}().`));
  const off = h.client.mountLogin({ elementId: 'login' });
  assert.type(off, 'function');
  h.client.unmount('#login');
  assert.is(h.el.innerHTML, '');
});

test('a lazily registered IDP widget: spinner first, then the widget in place', async () => {
  const h = await setup({});
  const { registerIdentityProviderLoader } = await import('../../src/consumer/StytchUIClient');
  let release: () => void = () => {};
  const gate = new Promise<void>((r) => (release = r));
  registerIdentityProviderLoader(async () => {
    await gate;
    // Its strings join the catalogue as it loads (the module's idpText).
    return { IdentityProvider: () => <p>IDP here {useText()('idp.x')}</p>, idpText: { 'idp.x': 'with its own words' } };
  });
  h.client.mountIdentityProvider({ elementId: '#login' });
  assert.ok(h.el.querySelector('[role=status][aria-label=Loading]'));
  release();
  await until(() => h.text().includes('IDP here'));
  assert.ok(h.text().includes('IDP here with its own words'), "the module's strings, not the raw key");
  assert.is(h.el.querySelectorAll('style').length, 1, 'same mount, updated');
  h.client.unmount('#login');
  // loaded once: later mounts are immediate
  const el2 = document.createElement('div');
  el2.id = 'again';
  document.body.appendChild(el2);
  h.client.mountIdentityProvider({ elementId: '#again' });
  assert.ok(el2.textContent!.includes('IDP here'));
  h.client.unmount('#again');
});

test('mountIdentityProvider renders the registered IDP widget (no session: its message)', async () => {
  const h = await setup({});
  const { registerIdentityProvider } = await import('../../src/consumer/StytchUIClient');
  const { IdentityProvider, idpText } = await import('../../src/idp/IdentityProvider');
  registerIdentityProvider(IdentityProvider as any, idpText);
  history.replaceState(null, '', '/authorize?client_id=c1&redirect_uri=https%3A%2F%2Fapp.test%2Fcb&response_type=code');
  h.client.mountIdentityProvider({ elementId: '#login', callbacks: { onError: (e) => h.errors.push(e) } });
  await until(() => h.text().includes('No active session detected. Please log in to continue.'));
  history.replaceState(null, '', '/');
});

test.run();
