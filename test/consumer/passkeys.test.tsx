import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { AUTOFILL_RETRIES } from '../../src/consumer/passkeys';
import { captureConsole } from '../helpers/browser';
import { byText, click, flush, type as typeText, until } from '../ui/util';
import { fail, getClient, ok, SESSION, setup, type Harness } from './harness';
import { StytchEventType } from '../../src/core/enums';
import { afterPaint } from '../helpers/updates';
import { present } from '../helpers/present';

const g = globalThis as any;
const buf = (...b: number[]) => new Uint8Array(b).buffer;
const credential = () => ({
  id: 'cred-1',
  rawId: buf(1, 2, 3),
  type: 'public-key',
  response: { clientDataJSON: buf(4), authenticatorData: buf(5), signature: buf(6), userHandle: null, attestationObject: buf(7) },
  getClientExtensionResults: () => ({}),
});

/** navigator.credentials and PublicKeyCredential, scripted. */
function fakeWebAuthn(o: { autofill?: boolean; get?: (opts: any) => Promise<unknown>; create?: (opts: any) => Promise<unknown> } = {}) {
  const calls = { get: [] as any[], create: [] as any[] };
  g.PublicKeyCredential = { isConditionalMediationAvailable: async () => !!o.autofill };
  Object.defineProperty(navigator, 'credentials', {
    configurable: true,
    value: {
      get: (opts: any) => (calls.get.push(opts), o.get ? o.get(opts) : Promise.resolve(credential())),
      create: (opts: any) => (calls.create.push(opts), o.create ? o.create(opts) : Promise.resolve(credential())),
    },
  });
  return calls;
}

const REQUEST_OPTIONS = ok({
  public_key_credential_request_options: JSON.stringify({ challenge: 'AQID', rpId: 'localhost', allowCredentials: [] }),
});
const CREATION_OPTIONS = ok({
  public_key_credential_creation_options: JSON.stringify({
    challenge: 'AQID',
    rp: { id: 'localhost', name: 'x' },
    user: { id: 'AQID', name: 'u', displayName: 'u' },
    pubKeyCredParams: [],
  }),
});
const LOGIN = { 'POST /webauthn/authenticate/start/primary': REQUEST_OPTIONS, 'POST /webauthn/authenticate': ok(SESSION) };
const config = { products: ['emailMagicLinks' as const, 'passkeys' as const] };

test.before.each(() => (getClient() as any).ctx.store.clear());

test('Main: "Login with a Passkey" first when the browser has no passkey autofill', async () => {
  fakeWebAuthn({ autofill: false });
  const h = await setup(config);
  await until(() => byText(h.el, 'button', 'Login with a Passkey'));
  const buttons = [...h.el.querySelectorAll('button')].map((b) => b.textContent);
  assert.is(buttons[0], 'Login with a Passkey');
  assert.ok(buttons.includes('Continue with email'));
});

test('Main: autofill supported and an email form: no button, the field offers passkeys (conditional mediation)', async () => {
  const pending = new Promise(() => {});
  const calls = fakeWebAuthn({ autofill: true, get: () => pending });
  const h = await setup(config, LOGIN);
  await until(() => calls.get.length === 1, 'conditional request');
  assert.not.ok(byText(h.el, 'button', 'Login with a Passkey'));
  assert.is(h.el.querySelector('input[type=email]')!.getAttribute('autocomplete'), 'username webauthn');
  assert.is(calls.get[0].mediation, 'conditional');
  assert.equal(h.sent('/webauthn/authenticate/start/primary')[0].body, { domain: 'localhost', return_passkey_credential_options: true });
  const signal: AbortSignal = calls.get[0].signal;
  h.client.unmount('#login');
  await afterPaint();
  assert.ok(signal.aborted, 'leaving Main aborts the autofill request (after paint, with the effect cleanups)');
});

test('Main: a phone-only form also offers passkeys (autocomplete "tel-national webauthn"), no button', async () => {
  const calls = fakeWebAuthn({ autofill: true, get: () => new Promise(() => {}) });
  const h = await setup({ products: ['otp', 'passkeys'], otpOptions: { methods: ['sms'] } }, LOGIN);
  await until(() => calls.get.length === 1, 'conditional request');
  assert.is(h.el.querySelector('input[type=tel]')!.getAttribute('autocomplete'), 'tel-national webauthn');
  assert.not.ok(byText(h.el, 'button', 'Login with a Passkey'));
});

test('Main: in a shadow root (enableShadowDOM) the field offers passkeys too: conditional mediation, no button', async () => {
  const calls = fakeWebAuthn({ autofill: true, get: () => new Promise(() => {}) });
  const h = await setup({ ...config, enableShadowDOM: true }, LOGIN);
  await until(() => calls.get.length === 1, 'conditional request');
  const root = h.el.shadowRoot!;
  assert.is(root.querySelector('input[type=email]')!.getAttribute('autocomplete'), 'username webauthn');
  assert.is(calls.get[0].mediation, 'conditional');
  assert.not.ok(byText(root, 'button', 'Login with a Passkey'));
  h.client.unmount('#login');
});

test('Main: a signed-in user gets the button, not autofill (no start call, no error before any action)', async () => {
  const calls = fakeWebAuthn({ autofill: true, get: () => new Promise(() => {}) });
  present(
    (getClient() as any).ctx.store,
    { session: SESSION.session, user: { user_id: 'u1' } },
    { session_token: 'tok', session_jwt: 'jwt' },
  );
  const h = await setup(config, LOGIN);
  await until(() => byText(h.el, 'button', 'Login with a Passkey'));
  assert.is(calls.get.length, 0, 'no conditional request');
  assert.is(h.sent('/webauthn/authenticate/start/secondary').length, 0);
  assert.not.ok(h.el.querySelector('[role=alert]')?.textContent);
  h.client.unmount('#login');
});

test('Main: passkeys with OAuth only (no form): the button shows even with autofill; its error shows once', async () => {
  fakeWebAuthn({ autofill: true, get: () => Promise.resolve(null) });
  const h = await setup({ products: ['oauth', 'passkeys'], oauthOptions: { providers: ['github'] } }, LOGIN);
  await until(() => byText(h.el, 'button', 'Login with a Passkey'));
  click(byText(h.el, 'button', 'Login with a Passkey'));
  const message = 'Unknown error occurred during passkey authentication. Please try again.';
  await until(() => h.text().includes(message));
  assert.is([...h.el.querySelectorAll('[role=alert]')].filter((a) => a.textContent === message).length, 1);
});

test('passkey button: success -> Passkey Confirmation, PASSKEY_AUTHENTICATE then AUTHENTICATE_FLOW_COMPLETE', async () => {
  const calls = fakeWebAuthn({ autofill: false });
  const h = await setup(config, LOGIN);
  await until(() => byText(h.el, 'button', 'Login with a Passkey'));
  click(byText(h.el, 'button', 'Login with a Passkey'));
  await until(() => h.text().includes('Your Passkey has been successfully authenticated.'));
  assert.ok(h.el.querySelector('h2')!.textContent === 'Success');
  assert.is(calls.get[0].mediation, undefined);
  const body = h.sent('/webauthn/authenticate')[0].body;
  assert.is(body.session_duration_minutes, 30);
  assert.is(JSON.parse(body.public_key_credential).id, 'cred-1');
  assert.equal(
    h.events.map((e) => e.type),
    [StytchEventType.PasskeyAuthenticate, StytchEventType.AuthenticateFlowComplete],
  );
});

test('passkey button: section 8 messages (registration not found; unknown for API errors and empty answers)', async () => {
  const cases: [Record<string, any>, (() => Promise<unknown>) | undefined, string][] = [
    [
      { ...LOGIN, 'POST /webauthn/authenticate': fail('webauthn_registration_not_found', 'x', 404) },
      undefined,
      'Passkey registration not found. You may have deleted the passkey from your account but not password manager. Please try again.',
    ],
    [
      { ...LOGIN, 'POST /webauthn/authenticate': fail('invalid_public_key_credential') },
      undefined,
      'Unknown error occurred during passkey authentication. Please try again.',
    ],
    [LOGIN, () => Promise.resolve(null), 'Unknown error occurred during passkey authentication. Please try again.'],
  ];
  for (const [routes, get, message] of cases) {
    fakeWebAuthn({ autofill: false, get });
    const h = await setup(config, routes);
    await until(() => byText(h.el, 'button', 'Login with a Passkey'));
    click(byText(h.el, 'button', 'Login with a Passkey'));
    await until(() => h.text().includes(message), message);
    assert.ok(h.el.querySelector('[role=alert]')!.textContent!.includes(message));
    assert.is(h.errors.length, 1);
  }
});

test('passkey button: a dismissed passkey sheet (NotAllowedError) is reported to onError, with no message', async () => {
  fakeWebAuthn({
    autofill: false,
    get: () => Promise.reject(Object.assign(new Error('The operation either timed out or was not allowed.'), { name: 'NotAllowedError' })),
  });
  const h = await setup(config, LOGIN);
  await until(() => byText(h.el, 'button', 'Login with a Passkey'));
  click(byText(h.el, 'button', 'Login with a Passkey'));
  await until(() => h.errors.length === 1, 'reported');
  await flush(5);
  assert.is(h.el.querySelector('[role=alert]')!.textContent, '', 'no message: the user chose to close it');
  assert.ok(byText(h.el, 'button', 'Login with a Passkey'), 'the button stays, to try again');
});

test(`autofill: a budget of ${AUTOFILL_RETRIES} attempts, then it stops`, async () => {
  assert.is(AUTOFILL_RETRIES, 5);
  const calls = fakeWebAuthn({
    autofill: true,
    get: () => Promise.reject(Object.assign(new Error('dismissed'), { name: 'NotAllowedError' })),
  });
  const h = await setup(config, LOGIN);
  await until(() => calls.get.length === 5, 'five attempts');
  await flush(10);
  assert.is(calls.get.length, 5);
  assert.is(h.el.querySelector('[role=alert]')!.textContent, '', 'browser-side autofill failures stay silent');
});

// The passkey-registration widget.

const USER = (regs: { webauthn_registration_id: string; name: string }[]) => ok({ user_id: 'u1', webauthn_registrations: regs });
const TWO = [
  { webauthn_registration_id: 'wr-1', name: 'Laptop' },
  { webauthn_registration_id: 'wr-2', name: 'Phone' },
];

async function registration(routes: Record<string, any>, signedIn = true, config?: object): Promise<Harness> {
  const h = await setup({}, routes);
  h.client.unmount('#login');
  if (signedIn)
    present(
      (h.client as any).ctx.store,
      { session: SESSION.session, user: { user_id: 'u1' } },
      { session_token: 'tok', session_jwt: 'jwt' },
    );
  h.client.mountPasskeyRegistration({
    elementId: '#login',
    config,
    callbacks: { onEvent: (e) => h.events.push(e as any), onError: (e) => h.errors.push(e) },
  });
  await flush();
  return h;
}

test('registration widget: without an authenticated user, the spec error', async () => {
  const h = await registration({ 'GET /users/me': fail('unauthorized_credentials', 'no', 401) }, false);
  await until(() => h.text().includes('Error: Cannot use PasskeyRegistration component without active user authenticated.'));
  assert.not.ok(byText(h.el, 'button', 'Create a Passkey'));
  assert.is(h.sent('/users/me').length, 1, 'checked by fetching the current user');
});

test('registration widget: "Set up a new Passkey"; Create -> register -> success with the list', async () => {
  let regs = [TWO[0]];
  const calls = fakeWebAuthn();
  const h = await registration({
    'GET /users/me': () => USER(regs),
    'POST /webauthn/register/start': CREATION_OPTIONS,
    'POST /webauthn/register': () => ((regs = TWO), ok({ user_id: 'u1' })),
  });
  await until(() => h.text().includes('Set up a new Passkey'));
  assert.ok(byText(h.el, 'button', 'Create a Passkey'));
  assert.ok(byText(h.el, 'button', 'Skip'));
  click(byText(h.el, 'button', 'Create a Passkey'));
  await until(() => h.text().includes('Passkey successfully created!'));
  assert.is(h.sent('/webauthn/register/start')[0].body.return_passkey_credential_options, true);
  assert.is(calls.create.length, 1);
  assert.is(h.sent('/webauthn/register')[0].body.session_duration_minutes, 30);
  assert.equal(
    h.events.map((e) => e.type),
    [StytchEventType.PasskeyRegister],
  );
  await until(() => h.text().includes('Phone'));
  assert.ok(h.text().includes('Existing Passkeys'));
  assert.ok(h.text().includes('Laptop'));
  click(byText(h.el, 'button', 'Set up another Passkey'));
  await until(() => h.text().includes('Set up a new Passkey'));
});

test('registration widget: already registered vs any other failure (section 8)', async () => {
  const h = await registration({ 'GET /users/me': USER([]), 'POST /webauthn/register/start': CREATION_OPTIONS });
  await until(() => byText(h.el, 'button', 'Create a Passkey'));
  fakeWebAuthn({ create: () => Promise.reject(Object.assign(new Error('excluded'), { name: 'InvalidStateError' })) });
  click(byText(h.el, 'button', 'Create a Passkey'));
  await until(() => h.text().includes('seems to be already registered'));
  assert.ok(
    h
      .text()
      .includes(
        'The Passkey cannot be created as it seems to be already registered. It is possible this Passkey was registered on another device but has synced cross-device.',
      ),
  );
  fakeWebAuthn({ create: () => Promise.reject(Object.assign(new Error('nope'), { name: 'NotAllowedError' })) });
  click(byText(h.el, 'button', 'Create a Passkey'));
  await until(() => h.text().includes('Your Passkey was not created.'));
  assert.ok(h.text().includes('Your Passkey was not created. Click “Create a Passkey” to try again or skip without adding a Passkey.'));
  assert.is(h.errors.length, 2);
});

test('registration widget: Skip -> the list; Done emits PASSKEY_DONE', async () => {
  const h = await registration({ 'GET /users/me': USER(TWO) });
  await until(() => byText(h.el, 'button', 'Skip'));
  click(byText(h.el, 'button', 'Skip'));
  await until(() => h.text().includes('Existing Passkeys') && h.text().includes('Phone'));
  click(byText(h.el, 'button', 'Done'));
  assert.equal(
    h.events.map((e) => e.type),
    [StytchEventType.PasskeySkip, StytchEventType.PasskeyDone],
  );
});

test('passkey list: one edit at a time; rename and delete applied at once; failures only logged', async () => {
  const h = await registration({
    'GET /users/me': USER(TWO),
    'PUT /webauthn/update/wr-1': fail('internal', 'boom', 500),
    'DELETE /users/webauthn_registrations/wr-2': ok({ user: { user_id: 'u1', webauthn_registrations: [TWO[0]] } }),
  });
  await until(() => byText(h.el, 'button', 'Skip'));
  click(byText(h.el, 'button', 'Skip'));
  await until(() => h.text().includes('Phone'));
  const btn = (label: string) => h.el.querySelector(`button[aria-label="${label}"]`) as HTMLButtonElement;
  const another = () => byText(h.el, 'button', 'Set up another Passkey') as HTMLButtonElement;
  const done = () => byText(h.el, 'button', 'Done') as HTMLButtonElement;

  click(btn('Rename Laptop'));
  await flush();
  assert.ok(btn('Rename Phone').disabled && btn('Delete Phone').disabled, 'other passkeys locked');
  assert.ok(another().disabled && done().disabled, 'bottom buttons disabled while editing');
  const input = h.el.querySelector('li input') as HTMLInputElement;
  assert.is(input.value, 'Laptop');
  assert.is(document.activeElement, input, 'focus moves into the rename field');
  typeText(input, 'Work laptop');
  await flush();
  const errors = await captureConsole('error', async () => {
    h.el.querySelector('li form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await flush();
    assert.ok(h.text().includes('Work laptop'), 'applied locally at once');
    await until(() => h.sent('/webauthn/update/wr-1').length);
    await flush(5);
  });
  assert.equal(h.sent('/webauthn/update/wr-1')[0].body, { name: 'Work laptop' });
  assert.ok(h.text().includes('Work laptop'), 'a failed rename stays applied');
  assert.is(errors.length, 1, 'the failure is only logged');
  assert.not.ok(another().disabled);

  assert.is(document.activeElement, btn('Rename Work laptop'), 'focus back on the passkey after the edit');

  click(btn('Delete Phone'));
  await flush();
  assert.ok(h.text().includes('Once deleted, the passkey cannot be restored.'));
  const question = h.el.querySelector('[role=alertdialog]')!;
  assert.is(document.activeElement, question, 'the question takes the focus (an Enter deletes nothing)');
  assert.is(question.getAttribute('aria-label'), 'Delete Phone');
  assert.not.ok(byText(h.el, 'button', 'Set up another Passkey'));
  assert.ok(btn('Rename Work laptop').disabled);
  click(byText(h.el, 'button', 'Cancel'));
  await flush();
  assert.ok(h.text().includes('Phone') && another());
  assert.is(document.activeElement, btn('Delete Phone'), 'Cancel: back on the Delete that asked');
  click(btn('Delete Phone'));
  await flush();
  click([...h.el.querySelectorAll('button')].find((b) => b.textContent === 'Delete'));
  await flush();
  assert.not.ok(h.text().includes('Phone'), 'removed at once');
  await until(() => h.sent('/users/webauthn_registrations/wr-2').length);
  assert.is(h.sent('/users/webauthn_registrations/wr-2')[0].method, 'DELETE');
});

test('passkey list: an edit made before the fresh list arrives is not undone by it', async () => {
  let gets = 0;
  let answer = (_: unknown) => {};
  const late = new Promise((r) => (answer = r));
  const h = await registration({
    // The widget's user check answers at once; the list screen's own fetch comes late, stale.
    'GET /users/me': () => (++gets === 1 ? USER(TWO) : late),
    'DELETE /users/webauthn_registrations/wr-1': ok({ user: { user_id: 'u1', webauthn_registrations: [TWO[1]] } }),
    'PUT /webauthn/update/wr-2': ok({ webauthn_registration: { ...TWO[1], name: 'Pocket' } }),
  });
  await until(() => byText(h.el, 'button', 'Skip'));
  click(byText(h.el, 'button', 'Skip'));
  await until(() => h.text().includes('Laptop') && gets === 2);
  const btn = (label: string) => h.el.querySelector(`button[aria-label="${label}"]`) as HTMLButtonElement;
  click(btn('Delete Laptop'));
  await flush();
  click([...h.el.querySelectorAll('button')].find((b) => b.textContent === 'Delete'));
  await flush();
  click(btn('Rename Phone'));
  await flush();
  typeText(h.el.querySelector('li input') as HTMLInputElement, 'Pocket');
  await flush();
  h.el.querySelector('li form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  await flush();
  answer(USER(TWO));
  await flush(5);
  const names = () => [...h.el.querySelectorAll('li')].map((li) => li.textContent?.replace('✎', '').trim());
  assert.equal(names(), ['Pocket'], 'the deleted passkey stays deleted, the rename stays');
});

test('registration widget: config.passkeyOptions.domain (6.x PasskeyOptions) is the WebAuthn domain it registers for', async () => {
  fakeWebAuthn();
  const h = await registration(
    {
      'GET /users/me': () => USER([TWO[0]]),
      'POST /webauthn/register/start': CREATION_OPTIONS,
      'POST /webauthn/register': () => ok({ user_id: 'u1' }),
    },
    true,
    { passkeyOptions: { domain: 'login.example.test' } },
  );
  await until(() => !!byText(h.el, 'button', 'Create a Passkey'));
  click(byText(h.el, 'button', 'Create a Passkey'));
  await until(() => h.sent('/webauthn/register/start').length > 0);
  assert.is(h.sent('/webauthn/register/start')[0].body.domain, 'login.example.test');
});

test.run();
