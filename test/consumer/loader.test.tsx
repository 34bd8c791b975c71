// The floating loader of consumer spec section 2 (Shared chrome): "A floating loader shows while
// client state is loading": until the project settings (bootstrap) arrive. A token authentication on
// load shows its own screen with a spinner (LoggingIn) and gets no second one on top.
import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { StytchUIClient } from '../../src/consumer/StytchUIClient';
import { installFetch, restoreFetch, type Answer } from '../helpers/fake-fetch';
import { flush, host, type, until } from '../ui/util';
import { fail, ok, setup } from './harness';

const loader = (el: Element) => el.querySelectorAll('[role=status][aria-label=Loading]');
const config = { products: ['emailMagicLinks'], emailMagicLinksOptions: { loginRedirectURL: 'https://app.test/auth' } } as any;

test('floating loader while the project settings load: over Main, announced, out of the flow; focus and typed input kept; gone when they arrive', async () => {
  let release: (a: Answer) => void = () => {};
  installFetch((req) => (req.path.startsWith('/projects/bootstrap/') ? new Promise<Answer>((r) => (release = r)) : ok()));
  try {
    // A client of its own: its bootstrap request starts when it is created.
    const client = new StytchUIClient('public-token-test-loader', { endpoints: { testAPIURL: 'http://localhost:4100' } });
    client._refresher.stop();
    const el = host('login');
    client.mountLogin({ elementId: '#login', config });
    await flush();
    assert.ok(el.textContent!.includes('Sign up or log in'), 'the screen shows meanwhile (cached or default settings)');
    assert.is(loader(el).length, 1, 'one loader, role=status with a name');
    const box = loader(el)[0].parentElement!;
    assert.is(getComputedStyle(box).position, 'absolute', 'floats: the screen does not move');
    const input = el.querySelector('input[type=email]') as HTMLInputElement;
    input.focus();
    type(input, 'ann@example.com');
    await flush();
    release(ok({ disable_sdk_watermark: true }));
    await until(() => loader(el).length === 0, 'the loader to go');
    assert.is(el.querySelector('input[type=email]'), input, 'same field, not re-created');
    assert.is(input.value, 'ann@example.com', 'typed input kept');
    assert.is(document.activeElement, input, 'focus not moved');
    client.unmount('#login');
  } finally {
    restoreFetch();
  }
});

test('settings already loaded: no loader', async () => {
  const h = await setup(config);
  await until(() => h.text().includes('Sign up or log in'));
  assert.is(loader(h.el).length, 0);
});

test('a mount after the settings arrived starts without the loader (not even for its first frame)', async () => {
  const h = await setup(config);
  await h.client.bootstrap.getAsync();
  h.client.unmount('#login');
  h.client.mountLogin({ elementId: '#login', config });
  assert.ok(h.text().includes('Sign up or log in'), 'rendered at once');
  assert.is(loader(h.el).length, 0);
});

test("token authentication on load: LoggingIn's own spinner, no floating one on top; none back on Main after it fails", async () => {
  history.replaceState(null, '', '/page?token=bad&stytch_token_type=magic_links');
  let release: (a: Answer) => void = () => {};
  const h = await setup(config, { 'POST /magic_links/authenticate': () => new Promise<Answer>((r) => (release = r)) });
  await until(() => h.text().includes('Logging in'));
  assert.equal(
    [...h.el.querySelectorAll('[role=status]')].map((s) => s.getAttribute('aria-label')),
    ['Logging in', 'Notifications'],
    "one spinner: LoggingIn's (and the toast region)",
  );
  release(fail('magic_link_not_found', 'This link was already used.', 404));
  await until(() => h.text().includes('This link was already used.'));
  assert.is(loader(h.el).length, 0);
});

test.run();
