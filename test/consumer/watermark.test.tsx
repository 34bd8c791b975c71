// Spec section 2, shared chrome: "A watermark footer shows only when bootstrap settings say to
// display it." Bootstrap's disable_sdk_watermark, through the client, to the mounted widget.
import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { StytchUIClient } from '../../src/consumer/StytchUIClient';
import { flush, typeIn, until } from '../ui/util';
import { ok, setup, submit } from './harness';

const WATERMARK = 'Powered by featherlogin';
const bootstrap = (disable: boolean) => ok({ email_domains: ['stytch.com'], disable_sdk_watermark: disable });

test.after(() => localStorage.removeItem('stytch_sdk_state_public-token-test-ui::bootstrap'));

test('bootstrap allows it: the footer shows after the screen, on Main and on the next screen', async () => {
  // This file's client is created by its first setup(), which fetches this bootstrap.
  const h = await setup(
    {},
    { 'GET /projects/bootstrap/public-token-test-ui': bootstrap(false), 'POST /magic_links/email/login_or_create': ok() },
  );
  await until(() => h.text().includes(WATERMARK), 'the watermark');
  const footer = [...h.el.querySelectorAll('p')].find((p) => p.textContent === WATERMARK)!;
  assert.ok(footer);
  assert.ok(h.el.querySelector('form')!.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING, 'below the form');
  await typeIn(h.el.querySelector('input[type=email]')!, 'ann@example.com');
  submit(h.el);
  await until(() => h.text().includes('Check your email'), 'Email Confirmation');
  assert.is(h.text().split(WATERMARK).length, 2, 'once');
});

test('bootstrap disables it: no footer', async () => {
  const h = await setup({}, { 'GET /projects/bootstrap/public-token-test-nowatermark': bootstrap(true) });
  h.client.unmount('#login');
  const c = new StytchUIClient('public-token-test-nowatermark', { endpoints: { testAPIURL: 'http://localhost:4100' } });
  c._refresher.stop();
  c._refresher.start = () => {};
  c.mountLogin({ elementId: '#login', config: {} });
  await c.bootstrap.getAsync();
  await flush();
  assert.is(h.sent('/projects/bootstrap/public-token-test-nowatermark').length, 1, 'its bootstrap answered');
  assert.ok(h.text().includes('Sign up or log in'));
  assert.not.ok(h.text().includes(WATERMARK));
  c.unmount('#login');
  localStorage.removeItem('stytch_sdk_state_public-token-test-nowatermark::bootstrap');
});

test.run();
