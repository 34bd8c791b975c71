// The member profile widget over a fake B2B client: a password set the API refuses for an old
// session (session_too_old_to_reset_password) asks in place for one of the member's MFA factors (the
// authenticator app's code), then runs again; no raw error type shows; a member without an MFA
// factor is told to sign in again; a confirmation in place of the focused control takes the focus;
// the recovery codes' Copy and Download are the kit's buttons.
import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mountWidget } from '../../src/ui';
import { MemberProfile } from '../../src/profile/MemberProfile';
import { actionsCss } from '../../src/profile/kit';
import { profileText } from '../../src/profile/text';
import { byText, click, flush, host, submit, text, type, until } from '../ui/util';

function fake(totp: string) {
  const member = {
    member_id: 'member-1',
    organization_id: 'org-1',
    name: 'Ada',
    email_address: 'ada@acme.test',
    mfa_phone_number: '',
    mfa_phone_number_verified: false,
    totp_registration_id: totp,
    member_password_id: '',
  };
  const slot = (v: unknown) => ({ getSync: () => v, get: async () => v, onChange: () => () => {} });
  const calls: string[] = [];
  let fresh = false;
  const client: any = {
    calls,
    self: {
      ...slot(member),
      getConnectedApps: async () => ({ connected_apps: [] }),
    },
    organization: slot({ organization_id: 'org-1', organization_name: 'Acme Inc' }),
    session: {
      getSync: () => ({ started_at: '2026-01-01T00:00:00Z', expires_at: '2099-01-01T00:00:00Z', roles: [] }),
      onChange: () => () => {},
    },
    bootstrap: { peek: () => ({ projectName: 'Acme', passwordConfig: null }), getAsync: async () => ({}) },
    totp: {
      authenticate: async (o: { code: string; organization_id: string; member_id: string }) => {
        calls.push(`totp ${o.code} ${o.organization_id} ${o.member_id}`);
        fresh = true;
      },
    },
    passwords: {
      strengthCheck: async () => ({ strength_policy: 'zxcvbn', score: 4, valid_password: true, breached_password: false }),
      resetBySession: async () => {
        calls.push('resetBySession');
        if (!fresh) throw Object.assign(new Error('x'), { error_type: 'session_too_old_to_reset_password', error_message: '' });
      },
    },
  };
  return client;
}

async function setPassword(c: any) {
  const el = host();
  mountWidget('#app', <MemberProfile client={c} />, { text: profileText });
  await flush();
  const pw = el.querySelector('[data-section="password"]')!;
  click(byText(pw, 'button', 'Set a password'));
  await flush();
  type(pw.querySelector('input[autocomplete=new-password]'), 'a-long-fine-passphrase');
  await flush();
  submit(pw);
  await until(() => text(pw).includes(profileText['profile.stepUp.title']) || pw.querySelector('[role=group]'), 'step-up');
  return pw;
}

test('member step-up: an old session confirms with the authenticator app in place, then the password set runs again', async () => {
  const c = fake('totp-1');
  const pw = await setPassword(c);
  assert.ok(text(pw).includes(profileText['profile.stepUp.info']));
  assert.not.ok(text(pw).includes('session_too_old'), 'no raw error type');
  click(byText(pw, 'button', 'Use your authenticator app'));
  await until(() => text(pw).includes(profileText['profile.stepUp.totpCode']), 'the code entry');
  type(pw.querySelector('input'), '123456');
  await until(() => c.calls.length === 3, 'the retry');
  assert.equal(c.calls, ['resetBySession', 'totp 123456 org-1 member-1', 'resetBySession']);
  await until(() => text(pw).includes('Saved.'), 'saved');
});

test('member step-up without an MFA factor: sign in again, in words', async () => {
  const pw = await setPassword(fake(''));
  assert.ok(text(pw).includes(profileText['profile.stepUp.none']));
  assert.not.ok(text(pw).includes('Use your authenticator app'));
});

/** The member page with an authenticator app, its recovery codes shown (code-1, code-2): their section. */
async function shownCodes(more: Record<string, unknown> = {}) {
  const c = fake('totp-1');
  c.recoveryCodes = { get: async () => ({ recovery_codes: ['code-1', 'code-2'] }), ...more };
  const el = host();
  mountWidget('#app', <MemberProfile client={c} />, { text: profileText });
  await until(() => el.querySelector('[data-section="codes"] button'), 'the recovery codes');
  const codes = el.querySelector('[data-section="codes"]')!;
  click(byText(codes, 'button', 'Show recovery codes'));
  await until(() => text(codes).includes('code-1'), 'the codes');
  return codes;
}

test('recovery codes: Copy where the page has no clipboard (or it refuses) says so, and the codes stay for Download', async () => {
  const had = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
  try {
    const codes = await shownCodes();
    click(byText(codes, 'button', 'Copy'));
    await until(() => text(codes).includes("Couldn't copy. Download the codes instead."), 'the words');
    assert.ok(text(codes).includes('code-1'), 'the codes still shown');
  } finally {
    if (had) Object.defineProperty(navigator, 'clipboard', had);
    else delete (navigator as { clipboard?: unknown }).clipboard;
  }
});

test("a confirmation that takes the focused control's place takes the focus; after Cancel it goes to the heading", async () => {
  const codes = await shownCodes({ rotate: async () => ({ recovery_codes: ['code-3'] }) });
  const rotate = byText(codes, 'button', 'Get new codes')!;
  rotate.focus();
  click(rotate);
  await flush();
  const dialog = codes.querySelector('[role=alertdialog]');
  assert.ok(dialog);
  assert.is(document.activeElement, dialog, 'the confirmation has the focus');
  const cancel = byText(dialog!, 'button', 'Cancel')!;
  cancel.focus();
  click(cancel);
  await flush();
  assert.is(document.activeElement, codes.querySelector('h3'), 'its opener gone: the heading');
});

test("recovery codes: Copy and Download are the kit's secondary buttons, named, in rows that wrap; Download saves the file", async () => {
  const codes = await shownCodes();
  const hide = byText(codes, 'button', 'Hide')!;
  const actions = ['Copy', 'Download'].map((name) => [...codes.querySelectorAll('button, a')].find((b) => b.textContent === name));
  for (const b of actions) {
    assert.ok(b, 'drawn');
    assert.is(b!.tagName, 'BUTTON', `${b!.textContent}: a button`);
    assert.is(b!.getAttribute('type'), 'button');
    assert.is(b!.className, hide.className, `${b!.textContent}: the kit's secondary button (as Hide)`);
    assert.is(b!.parentElement!.className, actionsCss, `${b!.textContent}: in the kit's wrapping row`);
  }
  assert.is(hide.parentElement!.className, actionsCss, 'Hide in the same row style');
  assert.not.ok(codes.querySelector('a'), 'no link drawn as a button');
  const saved: { name: string; href: string }[] = [];
  const real = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href });
  };
  try {
    click(actions[1]);
  } finally {
    HTMLAnchorElement.prototype.click = real;
  }
  assert.is(saved.length, 1, 'one file');
  assert.is(saved[0].name, 'recovery-codes.txt');
  assert.is(decodeURIComponent(saved[0].href.split(',')[1]), 'Acme Inc\n\ncode-1\ncode-2\n');
});

test.run();
