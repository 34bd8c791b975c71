// The consumer profile widget over a fake client: adding an email attaches it only through its code;
// the last way to sign in cannot go (and the client is never asked); removals are confirmed first;
// a refused password change prompts for a fresh factor in place and then runs again; raw error
// types never show; a change reaches the page at once through the client's user state; a failure
// shows under the section that ran it; connected apps that could not load say so, with Retry; a
// confirmation gives the focus back to its opener (Cancel) or its section's heading (done).
import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mountWidget } from '../../src/ui';
import { UserProfile } from '../../src/profile/UserProfile';
import { profileText } from '../../src/profile/text';
import { byText, click, flush, host, pressEnter, submit, text, type, until } from '../ui/util';
import type { User } from '../../src/wire/types';

function fake(u: Partial<User>) {
  let user = {
    user_id: 'user-1',
    name: { first_name: 'Ada', middle_name: '', last_name: 'L' },
    emails: [{ email_id: 'e1', email: 'ada@example.com', verified: true }],
    phone_numbers: [],
    webauthn_registrations: [],
    totps: [],
    crypto_wallets: [],
    providers: [],
    password: null,
    ...u,
  } as unknown as User;
  const subs = new Set<(u: User | null) => void>();
  const set = (n: User) => ((user = n), subs.forEach((f) => f(n)));
  const calls: string[] = [];
  let refuseReset = true;
  const client: any = {
    calls,
    set,
    user: {
      getSync: () => user,
      get: async () => user,
      onChange: (f: (u: User | null) => void) => (subs.add(f), () => subs.delete(f)),
      update: async () => calls.push('update'),
      deleteEmail: async (id: string) => (
        calls.push(`deleteEmail ${id}`), set({ ...user, emails: user.emails.filter((e) => e.email_id !== id) })
      ),
      getConnectedApps: async () => ({ connected_apps: [] }),
    },
    session: {
      getSync: () => ({ started_at: '2026-01-01T00:00:00Z', expires_at: '2099-01-01T00:00:00Z' }),
      onChange: () => () => {},
      revoke: async () => {},
    },
    parseAuthenticateUrl: () => null,
    bootstrap: {
      peek: () => ({ projectName: 'Acme', passwordConfig: null }),
      getAsync: async () => ({ projectName: 'Acme', passwordConfig: null }),
    },
    otps: {
      email: { send: async (v: string) => (calls.push(`send ${v}`), { method_id: 'email-new' }) },
      sms: { send: async () => ({ method_id: 'phone-new' }) },
      authenticate: async (code: string, id: string) => {
        calls.push(`auth ${code} ${id}`);
        if (id === 'email-new')
          set({ ...user, emails: [...user.emails, { email_id: 'email-new', email: 'new@example.com', verified: true }] });
      },
    },
    passwords: {
      strengthCheck: async () => ({ strength_policy: 'zxcvbn', score: 4, valid_password: true, breached_password: false }),
      resetBySession: async () => {
        calls.push('resetBySession');
        if (refuseReset) {
          refuseReset = false;
          throw Object.assign(new Error('x'), { error_type: 'session_too_old_to_reset_password', error_message: '' });
        }
        set({ ...user, password: { password_id: 'pw', requires_reset: false } });
      },
    },
  };
  return client;
}

const mount = (client: any) => {
  const el = host();
  mountWidget('#app', <UserProfile client={client} />, { text: profileText });
  return el;
};
const section = (el: Element, id: string) => el.querySelector(`[data-section="${id}"]`)!;

/** Opens section `id`'s add flow (its `add` button), types `value` and submits it; answers the section. */
async function added(el: Element, id: string, add: string, value: string) {
  await flush();
  const s = section(el, id);
  click(byText(s, 'button', add));
  await flush();
  type(s.querySelector('input'), value);
  await flush();
  submit(s);
  return s;
}

test('signed out: "Sign in to manage your account." and no request (a read without a session could only fail)', async () => {
  const c = fake({});
  let reads = 0;
  c.user.getSync = () => null;
  c.user.get = async () => (reads++, null);
  c.session.getSync = () => null;
  const el = mount(c);
  await flush();
  assert.match(text(el), 'Sign in to manage your account.');
  assert.is(reads, 0);
});

test('an email joins the account only once its code is right', async () => {
  const c = fake({});
  const emails = await added(mount(c), 'emails', 'Add an email address', 'new@example.com');
  await until(() => text(emails).includes('Enter the 6-digit code'), 'code entry');
  assert.not.ok(text(emails).includes('new@example.com · Verified'), 'not listed before its code');
  assert.equal(c.calls, ['send new@example.com']);
  type(emails.querySelector('input'), '123456');
  await until(() => text(emails).includes('new@example.com'), 'listed after its code');
  assert.ok(c.calls.includes('auth 123456 email-new'));
});

test('by keyboard: Add takes the focus to the new field; a wrong code clears the boxes, the focus back in the first; Escape cancels a confirmation', async () => {
  const c = fake({
    emails: [
      { email_id: 'e1', email: 'ada@example.com', verified: true },
      { email_id: 'e2', email: 'two@example.com', verified: true },
    ],
  } as any);
  const right = c.otps.authenticate;
  c.otps.authenticate = async (code: string, id: string) => {
    if (code === '000000') throw Object.assign(new Error('x'), { error_type: 'otp_code_not_found', error_message: '' });
    return right(code, id);
  };
  const el = mount(c);
  await flush();
  const emails = section(el, 'emails');
  const add = byText(emails, 'button', 'Add an email address') as HTMLButtonElement;
  add.focus();
  click(add);
  await flush(3);
  assert.is(document.activeElement, emails.querySelector('input[type=email]'), 'the new address field, not the page');
  type(emails.querySelector('input[type=email]'), 'new@example.com');
  await flush();
  submit(emails);
  await until(() => text(emails).includes('Enter the 6-digit code'), 'code entry');
  const boxes = () => [...emails.querySelectorAll('[role=group] input')] as HTMLInputElement[];
  boxes()[0].focus();
  type(boxes()[0], '000000');
  await until(() => boxes().every((b) => b.value === '') && !boxes()[0].disabled, 'the boxes cleared');
  await flush(3);
  assert.is(document.activeElement, boxes()[0], 'the next code starts in the first box');
  type(boxes()[0], '123456');
  await until(() => text(emails).includes('new@example.com'), 'the right code');
  await flush(3);
  const remove = emails.querySelector('button[aria-label="Remove two@example.com"]') as HTMLButtonElement;
  remove.focus();
  click(remove);
  await until(() => emails.querySelector('[role=alertdialog]'), 'the question');
  const question = emails.querySelector('[role=alertdialog]')!;
  question.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  await flush(3);
  assert.not.ok(emails.querySelector('[role=alertdialog]'), 'Escape cancels');
  assert.is(document.activeElement, emails.querySelector('button[aria-label="Remove two@example.com"]'), 'back on its opener');
  assert.not.ok(
    c.calls.some((x: string) => x.startsWith('deleteEmail')),
    'nothing removed',
  );
});

test('a phone number typed as people write it (national, or with its +) is sent as the API takes it (E.164)', async () => {
  for (const typed of ['(201) 555-0199', '+1 201-555-0199', '+44 20 7946 0958']) {
    const c = fake({});
    const sent: string[] = [];
    c.otps.sms.send = async (v: string) => (sent.push(v), { method_id: 'phone-new' });
    const s = await added(mount(c), 'phones', 'Add a phone number', typed);
    assert.ok(s.querySelector('select'), 'the country box of the login widget');
    await until(() => sent.length, `the send of ${typed}`);
    assert.equal(sent, [typed.startsWith('+44') ? '+442079460958' : '+12015550199']);
  }
});

test('adding a phone number: the focus goes to the number, not its country box', async () => {
  const el = mount(fake({}));
  await flush();
  const s = section(el, 'phones');
  const add = byText(s, 'button', 'Add a phone number')!;
  add.focus();
  click(add);
  await flush();
  assert.is(document.activeElement, s.querySelector('input[type=tel]'));
});

test('a number the login widget would refuse is refused at the field before any request (one a user could not sign in with)', async () => {
  const c = fake({});
  const sent: string[] = [];
  c.otps.sms.send = async (v: string) => (sent.push(v), { method_id: 'phone-new' });
  const s = await added(mount(c), 'phones', 'Add a phone number', '555 555 0123');
  await until(() => text(s).includes('Invalid phone number, please try again.'), 'the refusal');
  assert.is(s.querySelector('input')!.getAttribute('aria-invalid'), 'true');
  assert.equal(sent, []);
});

test('a number the API refuses shows its words at the field, which it describes and marks invalid (not under Save)', async () => {
  const c = fake({});
  c.otps.sms.send = async () => {
    throw fail('The phone number is not valid.');
  };
  const s = await added(mount(c), 'phones', 'Add a phone number', '+1 201 555 0123');
  await until(() => text(s).includes('The phone number is not valid.'), 'the refusal');
  const field = s.querySelector('input')!;
  const said = [...s.querySelectorAll('[role=alert]')].filter((x) => text(x).includes('not valid'));
  const err = said[0];
  assert.is(field.getAttribute('aria-invalid'), 'true');
  assert.ok(field.getAttribute('aria-describedby')?.split(' ').includes(err.id), 'the words describe the field');
  assert.ok(err.compareDocumentPosition(byText(s, 'button', 'Save')!) & Node.DOCUMENT_POSITION_FOLLOWING, 'above Save');
  assert.is(said.length, 1, 'said once');
});

test("a number or an address another account holds is said in the widget's words, not the API's", async () => {
  const c = fake({});
  const taken = (error_type: string) => Object.assign(new Error('x'), { error_type, error_message: 'raw API words' });
  c.otps.sms.send = async () => {
    throw taken('duplicate_phone_number');
  };
  const s = await added(mount(c), 'phones', 'Add a phone number', '+1 201 555 0123');
  await until(() => text(s).includes('This phone number belongs to another account.'), 'the phone refusal');
  assert.not.match(text(s), 'raw API words');
  c.otps.email.send = async () => {
    throw taken('duplicate_email');
  };
  const e = await added(mount(c), 'emails', 'Add an email address', 'taken@example.com');
  await until(() => text(e).includes('This email address belongs to another account.'), 'the email refusal');
});

test('an address the API keeps unverified from the send on is not drawn as attached before its code', async () => {
  const c = fake({});
  // As the B2B MFA phone send does: the API stores the new address, unverified, at the send.
  c.otps.email.send = async (v: string) => (
    c.calls.push(`send ${v}`),
    c.set({ ...c.user.getSync(), emails: [...c.user.getSync().emails, { email_id: 'email-new', email: v, verified: false }] }),
    { method_id: 'email-new' }
  );
  c.otps.authenticate = async (code: string, id: string) => (
    c.calls.push(`auth ${code} ${id}`),
    c.set({ ...c.user.getSync(), emails: c.user.getSync().emails.map((e: any) => ({ ...e, verified: true })) })
  );
  const el = mount(c);
  await flush();
  const emails = section(el, 'emails');
  click(byText(emails, 'button', 'Add an email address'));
  await flush();
  type(emails.querySelector('input[type=email]'), 'new@example.com');
  await flush();
  submit(emails);
  await until(() => text(emails).includes('Enter the 6-digit code'), 'code entry');
  await flush();
  assert.is(emails.querySelectorAll('li').length, 1, 'only the address held before');
  assert.not.ok([...emails.querySelectorAll('li')].some((li) => text(li).includes('new@example.com')));
  type(emails.querySelector('input'), '123456');
  await until(() => emails.querySelectorAll('li').length === 2, 'listed after its code');
  assert.ok(text(emails).includes('new@example.com · Verified'));
});

test('the last way to sign in cannot be removed; another is removed only after a confirmation', async () => {
  const c = fake({});
  const el = mount(c);
  await flush();
  const emails = section(el, 'emails');
  assert.not.ok(
    [...emails.querySelectorAll('button')].some((b) => text(b) === 'Remove'),
    'no Remove on the only way to sign in',
  );
  assert.ok(text(emails.querySelector('li')!).includes(profileText['profile.lastFactor']), 'the row says why');
  c.set({ ...c.user.getSync(), emails: [...c.user.getSync().emails, { email_id: 'e2', email: 'two@example.com', verified: true }] });
  await flush();
  assert.not.ok(text(emails).includes(profileText['profile.lastFactor']), 'with two, either may go');
  click([...emails.querySelectorAll('button')].find((b) => b.getAttribute('aria-label') === 'Remove two@example.com'));
  await flush();
  assert.ok(text(emails).includes('Remove two@example.com? This cannot be undone.'));
  assert.equal(c.calls, [], 'nothing before the confirmation');
  click(emails.querySelector('[role=alertdialog] button'));
  await until(() => !text(emails).includes('two@example.com ·'), 'gone from the list');
  assert.equal(c.calls, ['deleteEmail e2']);
});

test('Enter pressed on a new password while its strength check runs saves it once the check answers valid', async () => {
  const c = fake({});
  let answer: (a: unknown) => void = () => {};
  c.passwords.strengthCheck = () => new Promise((r) => (answer = r));
  c.passwords.resetBySession = async () => c.calls.push('resetBySession');
  const el = mount(c);
  await flush();
  const pw = section(el, 'password');
  click(byText(pw, 'button', 'Set a password'));
  await flush();
  const field = pw.querySelector('input[type=password]')!;
  type(field, 'a much better passphrase');
  await flush();
  pressEnter(field);
  await flush();
  assert.equal(c.calls, [], 'not before the answer');
  answer({ strength_policy: 'zxcvbn', score: 4, valid_password: true, breached_password: false });
  await until(() => c.calls.length, 'saved once valid');
  assert.equal(c.calls, ['resetBySession']);
});

test('the password form names its account to password managers (a hidden username field with the email)', async () => {
  const el = mount(fake({}));
  await flush();
  const pw = section(el, 'password');
  const open = byText(pw, 'button', 'Set a password')!;
  open.focus();
  click(open);
  await flush();
  assert.is(document.activeElement, pw.querySelector('input[type=password]'), 'the focus on the new password, not the hidden field');
  const user = pw.querySelector('form input[autocomplete=username]') as HTMLInputElement;
  assert.ok(user, 'a username field in the form');
  assert.is(user.value, 'ada@example.com');
  assert.ok(user.hidden && user.readOnly, 'hidden, never edited');
});

/** A password set refused for an old session (the fake's first resetBySession): its step-up, the code asked for and typed. */
async function steppedUp(c: any) {
  const el = mount(c);
  await flush();
  const pw = section(el, 'password');
  click(byText(pw, 'button', 'Set a password'));
  await flush();
  type(pw.querySelector('input[autocomplete=new-password]'), 'a-long-fine-passphrase');
  await flush();
  submit(pw);
  await until(() => text(pw).includes(profileText['profile.stepUp.info']), 'step-up prompt');
  assert.not.ok(text(pw).includes('session_too_old'), 'no raw error type');
  assert.not.ok(text(pw).includes('Use a passkey'), 'a recent sign-in takes an email code only');
  click(byText(pw, 'button', 'Send a code to ada@example.com'));
  await until(() => pw.querySelectorAll('input').length === 6, 'code boxes');
  type(pw.querySelector('input'), '123456');
  return { el, pw };
}

test('step-up: a refused password set asks for a code to the email in place, then runs again', async () => {
  const c = fake({});
  const { pw } = await steppedUp(c);
  await until(() => text(pw).includes('A password is set.'), 'password set after the retry');
  assert.equal(c.calls, ['resetBySession', 'send ada@example.com', 'auth 123456 email-new', 'resetBySession']);
});

test('step-up cancelled while its code is checked: the held password set does not run afterwards', async () => {
  const c = fake({});
  let answer!: () => void;
  const auth = c.otps.authenticate;
  c.otps.authenticate = (code: string, id: string) => new Promise<void>((r) => (answer = () => r(auth(code, id))));
  const { el, pw } = await steppedUp(c);
  await until(() => answer, 'the code sent for checking');
  click(byText(el, 'button', 'Cancel'));
  await flush();
  answer();
  await flush(5);
  assert.equal(c.calls, ['resetBySession', 'send ada@example.com', 'auth 123456 email-new'], 'no second resetBySession');
  assert.not.ok(text(pw).includes('A password is set.'));
});

test('an add cancelled while its code is sent: the answer does not open the code entry again', async () => {
  const c = fake({});
  let answer!: () => void;
  const send = c.otps.email.send;
  c.otps.email.send = (v: string) => new Promise((r) => (answer = () => r(send(v))));
  const el = mount(c);
  const emails = await added(el, 'emails', 'Add an email address', 'new@example.com');
  await until(() => answer, 'the code asked for');
  click(byText(emails, 'button', 'Cancel'));
  await flush();
  answer();
  await flush(5);
  assert.not.ok(text(emails).includes('Enter the 6-digit code'));
  assert.ok(byText(emails, 'button', 'Add an email address'), 'the section as the user left it');
});

test('signed out with a flow open, then signed in again: the account is drawn afresh, nothing of the last one left open', async () => {
  const c = fake({});
  let signedIn = true;
  c.session.getSync = () => (signedIn ? { started_at: '2026-01-01T00:00:00Z', expires_at: '2099-01-01T00:00:00Z' } : null);
  const el = mount(c);
  const emails = await added(el, 'emails', 'Add an email address', 'new@example.com');
  await until(() => text(emails).includes('Enter the 6-digit code'), 'code entry');
  const user = c.user.getSync();
  signedIn = false;
  c.set(null);
  await flush();
  assert.match(text(el), 'Sign in to manage your account.');
  signedIn = true;
  c.set(user);
  await until(() => section(el, 'emails'), 'the account again');
  assert.not.ok(text(section(el, 'emails')).includes('Enter the 6-digit code'), 'no code entry of the last session');
});

test('a first read that answers after a sign-out does not draw the account again', async () => {
  const c = fake({});
  let answer!: () => void;
  const user = c.user.getSync();
  c.user.get = () => new Promise((r) => (answer = () => r(user)));
  let signedIn = true;
  c.session.getSync = () => (signedIn ? { started_at: '2026-01-01T00:00:00Z', expires_at: '2099-01-01T00:00:00Z' } : null);
  const el = mount(c);
  await until(() => answer, 'the first read');
  signedIn = false;
  c.set(null);
  await flush();
  answer();
  await flush(5);
  assert.match(text(el), 'Sign in to manage your account.');
});

test('a strength check that fails (too many requests, offline): its words at the new password, and to onError', async () => {
  const c = fake({});
  c.passwords.strengthCheck = async () => {
    throw Object.assign(new Error('Too many requests.'), {
      name: 'StytchAPIError',
      error_type: 'too_many_requests',
      error_message: 'Too many requests.',
    });
  };
  const errors: unknown[] = [];
  const el = host();
  mountWidget('#app', <UserProfile client={c} />, { text: profileText, callbacks: { onError: (e) => errors.push(e) } });
  await flush();
  const pw = section(el, 'password');
  click(byText(pw, 'button', 'Set a password'));
  await flush();
  type(pw.querySelector('input[autocomplete=new-password]'), 'a-long-fine-passphrase');
  await until(() => errors.length, 'onError');
  await flush();
  assert.match(text(pw), 'Too many attempts. Please wait a moment and try again.');
});

test('step-up (MFA rule): a refused removal offers a factor of a kind the session lacks; the passkey, then the removal runs again', async () => {
  const c = fake({
    emails: [
      { email_id: 'e1', email: 'ada@example.com', verified: true },
      { email_id: 'e2', email: 'two@example.com', verified: true },
    ],
    webauthn_registrations: [{ webauthn_registration_id: 'w1', name: 'Laptop', domain: '', verified: true, authenticator_type: '' }],
  } as any);
  c.session.getSync = () => ({
    started_at: '2026-01-01T00:00:00Z',
    expires_at: '2099-01-01T00:00:00Z',
    authentication_factors: [{ type: 'otp', delivery_method: 'email' }],
  });
  let fresh = false;
  const remove = c.user.deleteEmail;
  c.user.deleteEmail = async (id: string) => {
    if (!fresh) throw Object.assign(new Error('x'), { error_type: 'insufficient_factors', error_message: 'raw words' });
    return remove(id);
  };
  c.webauthn = { authenticate: async () => (c.calls.push('passkey'), (fresh = true)) };
  const el = mount(c);
  await flush();
  const emails = section(el, 'emails');
  click([...emails.querySelectorAll('button')].find((b) => b.getAttribute('aria-label') === 'Remove two@example.com'));
  await flush();
  click(emails.querySelector('[role=alertdialog] button'));
  await until(() => text(emails).includes(profileText['profile.stepUp.info']), 'step-up prompt');
  assert.not.ok(text(emails).includes('insufficient_factors') || text(emails).includes('raw words'), 'no raw error');
  assert.not.ok(text(emails).includes('Send a code to ada@example.com'), 'the session has an email code already');
  click(byText(emails, 'button', 'Use a passkey'));
  await until(() => text(emails).includes('two@example.com was removed.'), 'removed after the retry');
  assert.equal(c.calls, ['passkey', 'deleteEmail e2']);
});

test('a change saved elsewhere (another tab) shows at once: the list and the name fields follow the user state', async () => {
  const c = fake({});
  const el = mount(c);
  await flush();
  c.set({
    ...c.user.getSync(),
    name: { first_name: 'Grace', middle_name: '', last_name: 'H' },
    emails: [...c.user.getSync().emails, { email_id: 'e2', email: 'two@example.com', verified: true }],
  });
  await flush();
  assert.is((section(el, 'name').querySelector('input[autocomplete=given-name]') as HTMLInputElement).value, 'Grace');
  assert.ok(text(section(el, 'emails')).includes('two@example.com'));
});

test('a name saved while the other field is being typed in: the answer keeps what was typed', async () => {
  const c = fake({});
  let answer!: () => void;
  c.user.update = (b: { name: User['name'] }) =>
    new Promise<void>((r) => (answer = () => r(c.set({ ...c.user.getSync(), name: { ...c.user.getSync().name, ...b.name } }))));
  const el = mount(c);
  await flush();
  const s = section(el, 'name');
  const first = s.querySelector('input[autocomplete=given-name]') as HTMLInputElement;
  const last = s.querySelector('input[autocomplete=family-name]') as HTMLInputElement;
  type(first, 'Augusta');
  await flush();
  submit(s);
  await until(() => answer, 'the save');
  type(last, 'King');
  await flush();
  answer();
  await flush(5);
  assert.is(first.value, 'Augusta');
  assert.is(last.value, 'King', 'not reset to the stored last name');
});

test('back from an OAuth link start, the token in the address attaches the provider (authenticateByUrl)', async () => {
  const c = fake({});
  c.parseAuthenticateUrl = () => ({ handled: true, token: 't', tokenType: 'oauth' });
  c.authenticateByUrl = async (o: { session_duration_minutes: number }) => c.calls.push(`byUrl ${o.session_duration_minutes > 0}`);
  mount(c);
  await until(() => c.calls.length, 'the authenticate');
  assert.equal(c.calls, ['byUrl true']);
  const none = fake({});
  mount(none);
  await flush();
  assert.equal(none.calls, [], 'no token, no call');
});

const fail = (words: string) => Object.assign(new Error('x'), { error_type: 'some_failure', error_message: words });

test('a failed action shows its words under the section that ran it, with no flow open, whichever section ran last', async () => {
  const c = fake({});
  let refuse = true;
  c.user.update = async () => {
    if (refuse) throw fail('The name could not be saved.');
    c.calls.push('update');
  };
  c.session.revoke = async () => {
    throw fail('Could not sign out.');
  };
  const el = mount(c);
  await flush();
  const name = section(el, 'name');
  const session = section(el, 'session');
  type(name.querySelector('input[autocomplete=given-name]'), 'Grace');
  await flush();
  submit(name);
  await until(() => text(name).includes('The name could not be saved.'), 'the error under Name');
  assert.ok(name.querySelector('[role=alert]'), 'announced');
  refuse = false;
  submit(name);
  await until(() => text(name).includes('Saved.'), 'saved');
  assert.not.ok(text(name).includes('could not'), 'the old error goes');
  click(byText(session, 'button', 'Sign out'));
  await until(() => text(session).includes('Could not sign out.'), 'the error under This session');
  assert.ok(session.querySelector('[role=alert]'), 'announced');
  assert.not.ok(text(name).includes('Could not sign out.'), 'not under the section that ran last');
});

test('connected apps that could not load say so in words with Retry, never "None yet."', async () => {
  const c = fake({});
  let down = true;
  c.user.getConnectedApps = async () => {
    if (down) throw fail('Our servers could not be reached.');
    return { connected_apps: [{ connected_app_id: 'a1', name: 'Calendar' }] };
  };
  const el = mount(c);
  const apps = section(el, 'apps');
  await until(() => text(apps).includes('Our servers could not be reached.'), 'the load error');
  assert.ok(apps.querySelector('[role=alert]'), 'announced');
  assert.not.ok(text(apps).includes(profileText['profile.none']));
  down = false;
  click(byText(apps, 'button', 'Retry'));
  await until(() => text(apps).includes('Calendar'), 'listed after Retry');
  assert.not.ok(text(apps).includes('could not be reached'));
  assert.not.ok(byText(apps, 'button', 'Retry'));
});

const active = (el: Element) => el.ownerDocument.activeElement;
const press = (b: Element | null | undefined) => ((b as HTMLElement).focus(), click(b));

test('a confirmation takes the focus: Cancel returns it to its opener, a removal to the heading', async () => {
  const c = fake({
    emails: [
      { email_id: 'e1', email: 'ada@example.com', verified: true },
      { email_id: 'e2', email: 'two@example.com', verified: true },
    ],
    totps: [{ totp_id: 't1', verified: true }],
  } as any);
  c.user.deleteTOTP = async () => c.set({ ...c.user.getSync(), totps: [] });
  c.totps = { recoveryCodes: async () => ({ totps: [] }) };
  const el = mount(c);
  await flush();
  const emails = section(el, 'emails');
  const opener = [...emails.querySelectorAll('button')].find((b) => b.getAttribute('aria-label') === 'Remove two@example.com');
  press(opener);
  await flush();
  assert.is(active(el), emails.querySelector('[role=alertdialog]'), 'the question takes the focus');
  press(byText(emails.querySelector('[role=alertdialog]')!, 'button', 'Cancel'));
  await flush();
  assert.not.ok(emails.querySelector('[role=alertdialog]'));
  assert.is(active(el), opener, 'back on its opener after Cancel');
  press([...emails.querySelectorAll('button')].find((b) => b.getAttribute('aria-label') === 'Remove ada@example.com'));
  await flush();
  press(opener);
  await flush();
  press(byText(emails.querySelector('[role=alertdialog]')!, 'button', 'Cancel'));
  await flush();
  assert.is(active(el), opener, 'back on the row that opened it last');
  press(opener);
  await flush();
  press(emails.querySelector('[role=alertdialog] button'));
  await until(() => text(emails).includes('two@example.com was removed.'), 'removed');
  assert.is(active(el), emails.querySelector('h3'), 'on the heading after the removal');
  const totp = section(el, 'totp');
  const remove = byText(totp, 'button', 'Remove');
  press(remove);
  await flush();
  press(byText(totp.querySelector('[role=alertdialog]')!, 'button', 'Cancel'));
  await flush();
  assert.is(active(el), byText(totp, 'button', 'Remove'), 'the authenticator app: back on its Remove');
  press(byText(totp, 'button', 'Remove'));
  await flush();
  press(totp.querySelector('[role=alertdialog] button'));
  // Its own sentence: '{name} was removed.' began with a lower-case 'the'.
  await until(() => text(totp).includes('The authenticator app was removed.'), 'the app removed, in a sentence of its own');
});

test.run();
