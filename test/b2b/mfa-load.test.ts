// The B2B machine's MFA half (machine-mfa.ts) comes with the MFA chunk: a primary success that needs
// a second factor loads that chunk first (widget.ts primary()), then the machine moves; a chunk
// that cannot load is the default Error screen and goes to onError.
import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { StytchB2BUIConfig } from '../../src/b2b/config';
import { chunks } from '../../src/b2b/lazy';
import { createWidget, primary } from '../../src/b2b/widget';
import { auth, fakeClient, member, session, t } from './harness';

const mfaResp = () =>
  auth({ member: member({ totp_registration_id: 't' }), mfa_required: { member_options: null, secondary_auth_initiated: null } });

/** A widget as a mount builds it: its machine without the MFA half. */
function bare(loaders = chunks) {
  const errors: unknown[] = [];
  const w = createWidget(
    fakeClient().client,
    { authFlowType: 'Organization', products: ['emailMagicLinks'] } as StytchB2BUIConfig,
    { onError: (e: unknown) => errors.push(e) },
    t,
    loaders,
  );
  return { w, errors };
}

test('before the MFA chunk, an MFA action is unknown to the machine (the store throws)', () => {
  const { w } = bare();
  assert.throws(() => w.dispatch({ type: 'smsSending' }), /Unknown action: smsSending/);
  assert.throws(() => w.dispatch({ type: 'primarySuccess', resp: mfaResp(), now: 0 }), /Unknown action: primarySuccess/);
});

test('a session needs no chunk: primary() moves at once', () => {
  let asked = 0;
  const { w } = bare({ ...chunks, mfa: () => (asked++, chunks.mfa()) });
  primary(w, auth({ member_session: session }));
  assert.is(w.state.value.screen, 'LoggedIn');
  assert.is(asked, 0);
});

test('a second factor: primary() loads the MFA chunk, then the machine goes to the chosen method', async () => {
  let asked = 0;
  const { w } = bare({ ...chunks, mfa: () => (asked++, chunks.mfa()) });
  await primary(w, mfaResp());
  assert.is(asked, 1);
  assert.is(w.state.value.screen, 'TOTPEntry');
  w.dispatch({ type: 'mfaSuccess' }); // the MFA half stays in
  assert.is(w.state.value.screen, 'LoggedIn');
});

test('a second factor whose chunk cannot load: the default Error screen with Back, and onError', async () => {
  const failure = new Error('chunk failed');
  const { w, errors } = bare({ ...chunks, mfa: () => Promise.reject(failure) });
  await primary(w, mfaResp());
  assert.is(w.state.value.screen, 'Error');
  assert.equal(w.state.value.error, { type: 'default', canGoBack: true, vars: undefined });
  assert.equal(errors, [failure]);
});

test.run();
