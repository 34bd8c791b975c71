// B2B data in a database file: organizations, members, member sessions and TOTP registrations
// survive a restart; seeding is idempotent (no duplicates), and config edits to seeded organizations
// are applied again on start while the data people created stays.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEmulator } from '../../src/emulator/index';
import { defaultConfig } from '../../src/emulator/config';
import { lastMessage, sdk } from './setup';
import { SEED } from './b2b-setup';

const t = suite('emulator: B2B persistence');
const dir = mkdtempSync(join(tmpdir(), 'featherlogin-b2b-'));
t.after(() => rmSync(dir, { recursive: true, force: true }));

t('organizations, members and member sessions survive a restart; the seed runs once', async () => {
  const db = join(dir, 'emu.db');
  let emu = await createEmulator({ db, port: 0 });
  const call = (path: string, body: object, secret?: string) => sdk(emu, 'POST', path, body, secret, emu.b2bPublicToken);
  await call('/b2b/otps/email/discovery/send', { email_address: 'keeper@keepers.test' });
  const found = await call('/b2b/otps/email/discovery/authenticate', {
    email_address: 'keeper@keepers.test',
    code: lastMessage(emu, 'keeper@keepers.test').code,
  });
  const created = await call('/b2b/discovery/organizations/create', {
    intermediate_session_token: found.json.data.intermediate_session_token,
    session_duration_minutes: 60,
  });
  const token = created.json.data.session_token;
  assert.ok(token);
  const count = () => (emu.db.prepare('SELECT COUNT(*) AS n FROM b2b_organizations').get() as { n: number }).n;
  const orgs = count();
  await emu.close();

  const config = defaultConfig();
  const b2b = config.projects.find((p) => p.vertical === 'B2B')!;
  b2b.sso_connections = [
    ...b2b.sso_connections,
    {
      connection_id: 'saml-connection-test-acme-2',
      organization_slug: 'acme',
      display_name: 'Acme Backup IdP',
      identity_provider: 'generic',
      type: 'saml',
    },
  ];
  emu = await createEmulator({ db, port: 0, config });
  try {
    assert.is(count(), orgs);
    const again = await sdk(emu, 'POST', '/b2b/sessions/authenticate', {}, token, emu.b2bPublicToken);
    assert.is(again.status, 200);
    assert.is(again.json.data.organization.organization_slug, 'keepers');
    assert.is(again.json.data.member.email_address, 'keeper@keepers.test');
    const acme = (await sdk(emu, 'POST', '/b2b/organizations/search', { organization_slug: 'acme' }, undefined, emu.b2bPublicToken)).json
      .data.organization;
    assert.equal(
      acme.sso_active_connections.map((c: { connection_id: string }) => c.connection_id),
      [SEED.acmeSSO, 'saml-connection-test-acme-2'],
    );
    const admins = emu.db.prepare("SELECT COUNT(*) AS n FROM b2b_members WHERE email = 'admin@acme.test'").get() as { n: number };
    assert.is(admins.n, 1);
  } finally {
    await emu.close();
  }
});

t('config edits to seeded organizations are applied on the next start; members, passwords and sessions stay', async () => {
  const db = join(dir, 'edits.db');
  let emu = await createEmulator({ db, port: 0 });
  const call = (path: string, body: object, secret?: string) => sdk(emu, 'POST', path, body, secret, emu.b2bPublicToken);
  const STRONG = 'quiet-harbor-mosaic-51-pinecones';
  const login = await call('/b2b/passwords/authenticate', {
    organization_id: SEED.acme,
    email_address: SEED.acmeAdmin.email,
    password: SEED.acmeAdmin.password,
    session_duration_minutes: 60,
  });
  const token = login.json.data.session_token;
  assert.is((await call('/b2b/passwords/session/reset', { password: STRONG }, token)).status, 200);
  await call('/b2b/otps/email/login_or_signup', { organization_id: SEED.acme, email_address: 'newbie@acme.test' });
  assert.is(
    (
      await call('/b2b/otps/email/authenticate', {
        organization_id: SEED.acme,
        email_address: 'newbie@acme.test',
        code: lastMessage(emu, 'newbie@acme.test').code,
      })
    ).status,
    200,
  );
  await emu.close();

  const config = defaultConfig();
  const orgs = config.projects.find((p) => p.vertical === 'B2B')!.organizations as Record<string, unknown>[];
  const acme = orgs.find((o) => o.organization_slug === 'acme')!;
  acme.organization_name = 'Acme Renamed';
  acme.mfa_policy = 'REQUIRED_FOR_ALL';
  delete orgs.find((o) => o.organization_slug === 'globex')!.mfa_policy;
  orgs.find((o) => o.organization_slug === 'hooli')!.organization_slug = 'hooli-xyz';
  emu = await createEmulator({ db, port: 0, config });
  try {
    const search = async (slug: string) => (await call('/b2b/organizations/search', { organization_slug: slug })).json.data.organization;
    const renamed = await search('acme');
    assert.is(renamed.organization_id, SEED.acme);
    assert.is(renamed.organization_name, 'Acme Renamed');
    assert.is(renamed.mfa_policy, 'REQUIRED_FOR_ALL');
    assert.is((await search('globex')).mfa_policy, 'OPTIONAL', 'a field left out is back to its default');
    assert.is((await search('hooli-xyz')).organization_id, SEED.hooli, 'a new slug');
    assert.is(await search('hooli'), null);
    const again = await call('/b2b/sessions/authenticate', {}, token);
    assert.is(again.status, 200, 'the session stays');
    assert.is(again.json.data.organization.organization_name, 'Acme Renamed');
    const members = (emu.db.prepare('SELECT email FROM b2b_members WHERE organization_id = ?').all(SEED.acme) as { email: string }[]).map(
      (r) => r.email,
    );
    assert.ok(members.includes('newbie@acme.test'), 'a member people created stays');
    const pw = await call('/b2b/passwords/authenticate', {
      organization_id: SEED.acme,
      email_address: SEED.acmeAdmin.email,
      password: STRONG,
    });
    assert.is(pw.status, 200, 'the password the member set stays');
  } finally {
    await emu.close();
  }
});

t('a configured organization with only a name (no id, no slug) is found again by its generated slug on the next start', async () => {
  const db = join(dir, 'name-only.db');
  const config = defaultConfig();
  (config.projects.find((p) => p.vertical === 'B2B')!.organizations as object[]).push({
    organization_name: 'Name Only Corp',
    members: [{ email_address: 'one@nameonly.test' }],
  });
  await (await createEmulator({ db, port: 0, config })).close();
  const emu = await createEmulator({ db, port: 0, config });
  try {
    const orgs = emu.db.prepare("SELECT organization_id FROM b2b_organizations WHERE slug = 'name-only-corp'").all();
    assert.is(orgs.length, 1);
  } finally {
    await emu.close();
  }
});

t.run();
