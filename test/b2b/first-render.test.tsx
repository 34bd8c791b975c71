// The first render comes from the page address (B2B spec section 2: a reset_password redirect
// starts on PasswordResetForm; section 4: a redirect token is authenticated on load): read where
// the widget is created, so no frame shows Main's email form before load() runs.
import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { B2BWidget } from '../../src/b2b/B2BWidget';
import { b2bText } from '../../src/b2b/text';
import type { StytchB2BUIConfig } from '../../src/b2b/config';
import { mountWidget, unmountWidget } from '../../src/ui/mount';
import { flush, setURL, widget } from './harness';

/** Mounts and returns what the first (synchronous) render shows, before any effect or answer. */
function firstRender(url: string, config: Partial<StytchB2BUIConfig>) {
  setURL(url);
  document.body.innerHTML = '<div id="app"></div>';
  const h = widget(config);
  mountWidget('#app', <B2BWidget widget={h.w} />, { text: b2bText });
  const root = document.querySelector('#app > div') as HTMLElement;
  return { ...h, root, screen: h.w.state.value.screen, email: root.querySelector('input[type="email"]') };
}

const RESET = 'http://localhost:3000/reset?token=pw&stytch_token_type=discovery&stytch_redirect_type=reset_password';

test('a password reset link: the first render is already PasswordResetForm (its token kept), no email form', async () => {
  const f = firstRender(RESET, { authFlowType: 'Discovery', products: ['emailMagicLinks', 'passwords'] });
  assert.is(f.screen, 'PasswordResetForm');
  assert.equal(f.w.state.value.reset, { token: 'pw', tokenType: 'discovery' });
  assert.is(f.email, null, 'no usable email form in the first frame');
  await flush();
  assert.is(f.w.state.value.screen, 'PasswordResetForm');
  assert.ok(f.root.querySelector('input[type="password"]'), 'the reset form once its chunk is in');
  assert.equal(
    f.calls.filter(([path]) => !path.startsWith('bootstrap')),
    [],
  );
  unmountWidget(f.root);
});

test('the PasswordReset flow: the first render is PasswordResetForm', () => {
  const f = firstRender('http://localhost:3000/reset', { authFlowType: 'PasswordReset', products: ['passwords'] });
  assert.is(f.screen, 'PasswordResetForm');
  assert.is(f.email, null);
  unmountWidget(f.root);
});

test('a redirect token to authenticate (a member magic link, also a reset one; OAuth; discovery): the first render is the loading view, not Main', () => {
  for (const q of [
    'token=t&stytch_token_type=multi_tenant_magic_links',
    'token=t&stytch_token_type=multi_tenant_magic_links&stytch_redirect_type=reset_password',
    'token=t&stytch_token_type=oauth',
    'token=t&stytch_token_type=discovery',
  ]) {
    const f = firstRender(`http://localhost:3000/?${q}`, { authFlowType: 'Discovery' });
    assert.is(f.screen, 'Main', q);
    assert.is(f.w.state.value.loading, true, q);
    assert.ok(f.root.querySelector('[role="status"]'), q);
    assert.is(f.email, null, q);
    unmountWidget(f.root);
  }
});

test('no link: Main as before', () => {
  const f = firstRender('http://localhost:3000/login', { authFlowType: 'Discovery' });
  assert.is(f.screen, 'Main');
  assert.is(f.w.state.value.loading, false);
  assert.ok(f.email);
  unmountWidget(f.root);
});

test.run();
