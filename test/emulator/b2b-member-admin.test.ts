// Member administration answers as the real API's: a member's roles as `{ role_id, sources }`
// (stytch_member, every member's, first), and members.delete a soft delete: the member stays with
// status `deleted`, signed out and out of discovery, until members.reactivate makes them active again.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Emulator } from '../../src/emulator/index';
import { apiError, freshB2B, SEED, signInAcme, withEmulator } from './b2b-setup';

const t = suite('emulator: B2B member administration');
let emu: Emulator;
withEmulator(t, (e) => (emu = e));

const signIn = (who: { email: string; password: string }) => signInAcme(emu, who);

const direct = [{ type: 'direct_assignment', details: {} }];
const byId = (id: string) => ({
  limit: 1,
  query: {
    operator: 'AND' as const,
    operands: [
      { filter_name: 'member_ids', filter_value: [id] },
      { filter_name: 'statuses', filter_value: ['active', 'invited', 'pending', 'deleted'] },
    ],
  },
});

t("a member's roles are answered as { role_id, sources }, stytch_member first", async () => {
  const admin = await signIn(SEED.acmeAdmin);
  const [me] = (await admin.organization.members.search(byId(SEED.acmeAdmin.member_id))).members;
  assert.equal(me.roles, [
    { role_id: 'stytch_member', sources: direct },
    { role_id: 'stytch_admin', sources: direct },
  ]);
  const [plain] = (await admin.organization.members.search(byId(SEED.acmeMember.member_id))).members;
  assert.equal(plain.roles, [{ role_id: 'stytch_member', sources: direct }], 'a member with no role assigned has stytch_member');
  assert.equal(admin.self.getSync()?.roles, me.roles, 'the signed-in member too');
});

// The clients of one test share the page's storage: each signs in when its turn comes.
t('members.delete deactivates: status deleted, sessions ended, no discovery; reactivate restores', async () => {
  const id = SEED.acmeMember.member_id;
  const tokens = (await signIn(SEED.acmeMember)).session.getTokens()!;
  const admin = await signIn(SEED.acmeAdmin);
  assert.equal(await admin.organization.members.delete(id).then((r) => r.member_id), id);
  const [gone] = (await admin.organization.members.search(byId(id))).members;
  assert.is(gone?.status, 'deleted', 'the member stays, deleted');
  const old = freshB2B(emu);
  old.session.updateSession({ session_token: tokens.session_token, session_jwt: tokens.session_jwt });
  assert.is((await apiError(old.session.authenticate())).status_code, 404, "the deleted member's session ended");
  const discovered = await freshB2B(emu).passwords.discovery.authenticate({
    email_address: SEED.acmeMember.email,
    password: SEED.acmeMember.password,
  });
  assert.not.ok(
    discovered.discovered_organizations.some((d) => d.organization.organization_id === SEED.acme),
    'not discovered while deleted',
  );
  const back = await (await signIn(SEED.acmeAdmin)).organization.members.reactivate(id);
  assert.is(back.member.status, 'active');
  assert.is((await signIn(SEED.acmeMember)).self.getSync()?.status, 'active', 'the reactivated member signs in again');
});

t.run();
