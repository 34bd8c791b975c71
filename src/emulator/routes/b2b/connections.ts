// SSO and SCIM connections administered by a signed-in member (the official B2B client's sso.* and
// scim.* administration methods, which the Admin Portal calls), with the real API's checks: the
// member's permission on stytch.sso / stytch.scim from the project's RBAC policy (b2b/rbac.ts; a
// member without it gets unauthorized_action, 403), the identity provider among the API's values,
// certificates in PEM form, metadata URLs, role ids of the policy. SSO connections live in the
// organization's sso_active_connections with their type (orgWire lists the active ones); the SCIM
// connection beside the organization. The emulator stands in for the identity provider: a metadata
// URL (any http(s) address) answers the emulated IdP's values, and a new SCIM connection finds the
// two groups the emulated IdP pushes.
import { X509Certificate } from 'node:crypto';
import { adminPortalConfig } from '../../../wire/portal-routes';
import { b2b as r } from '../../../wire/routes';
import type { Req } from '../../context';
import { id } from '../../crypto-util';
import { fail } from '../../errors';
import { sessionMember } from '../../b2b/auth';
import { mustPermit, roleExists } from '../../b2b/rbac';
import type { MemberDoc, OrgDoc } from '../../b2b/store';
import { saveOrg } from '../../b2b/store';
import { feature, type Endpoint } from '../../registry';

/** The identity providers the API takes for SAML, OIDC and SCIM connections. */
export const IDENTITY_PROVIDERS = [
  'classlink',
  'cyberark',
  'duo',
  'google-workspace',
  'jumpcloud',
  'keycloak',
  'miniorange',
  'microsoft-entra',
  'okta',
  'onelogin',
  'pingfederate',
  'rippling',
  'salesforce',
  'shibboleth',
  'generic',
];

/** A certificate of the emulated identity provider (self-signed, for tests only). */
export const EMULATED_IDP_CERTIFICATE = `-----BEGIN CERTIFICATE-----
MIIDKTCCAhGgAwIBAgIUd2ECi28eF7F4hRRby5q95BY2MxUwDQYJKoZIhvcNAQEL
BQAwJDEiMCAGA1UEAwwZZmVhdGhlcmxvZ2luIGVtdWxhdGVkIElkUDAeFw0yNjEx
MjgwMzM2NTdaFw0zNjExMjUwMzM2NTdaMCQxIjAgBgNVBAMMGWZlYXRoZXJsb2dp
biBlbXVsYXRlZCBJZFAwggEiMA0GCSqGSIb3DQEBAQUAA4IBDwAwggEKAoIBAQCb
9oagSX+NBq1HaxxeDPUXj5rRnpoLnkgFlCSiJdaVpJry1hghUKDUmz6PIYpn+qIi
FzwSO16FEFN8fHomPEj1CtVwdgwbLwb2xRvEf1cmCo+6aOp+XYH+jPETguvH7f0D
38F2nx5WpWgsNT1aMc8OxlTW0zur/OHbZk6a1htKdxCan2QrifOzr2pNQ1YU2z5+
Cm/bRQNHaVd8u7Z/XQ+RP/pk6b8fqCwqYFQfomisQsVNrgHFZhOKPj3AdRocJMen
yasU7aEQmX8sHmCPyeP/TxrfKMsx590Xy2DwVE4hpRyCjSoGgKToeKDc+7n2eFpz
Fjqw3WQP7WXGc9EsaBTLAgMBAAGjUzBRMB0GA1UdDgQWBBRowclZaGPEhnxHINXj
Bq/kx5XC/DAfBgNVHSMEGDAWgBRowclZaGPEhnxHINXjBq/kx5XC/DAPBgNVHRMB
Af8EBTADAQH/MA0GCSqGSIb3DQEBCwUAA4IBAQAn5C/rkaVA4IosNabP4O6a/LPH
r2WdAxkD3U54t9keNd3oa/rG8yCqDbHRHkVUiTmdDCTY58rhzQRLDCyYUQsuWe3J
RpvSYxXSXMXvKNcr8lP6HJuH/94mNDpEvduTkDUuRU8DGAUvq6eB5ceArtq2Rwio
dkc3RXXHss7CljN+mMqLSk/hG+UVCQT/oZLQPb6vr2mjNxCGt2X/bcT+nCkg0jZ4
yDB0zugaIolGEs9TCtbS/koHHS2A6KBg8CS5GcAhkltWMSkDIjAJb53HUgoRZEhZ
5vcaqhmG9aVQq+ABmYY08/Ei1dfbB/s3QEU0lrpt4nkAuJrPW7GxHUQq6bYh
-----END CERTIFICATE-----`;

type Kind = 'saml' | 'oidc' | 'external';
type Conn = OrgDoc['sso_active_connections'][number] & Record<string, unknown>;

interface ScimConnection {
  organization_id: string;
  connection_id: string;
  display_name: string;
  identity_provider: string;
  status: string;
  base_url: string;
  bearer_token_last_four: string;
  bearer_token_expires_at: string;
  next_bearer_token_last_four?: string;
  next_bearer_token_expires_at?: string;
  scim_group_implicit_role_assignments: { role_id: string; group_id: string; group_name: string }[];
  /** Kept by the emulator, never answered but once (create, rotate start). */
  secret: { token: string; next?: string };
  groups: { group_id: string; group_name: string }[];
}
type Org = OrgDoc & { scim_connection?: ScimConnection | null };

const errors: Record<string, [number, string]> = {
  unauthorized_action: [403, 'The member is not authorized to perform this action.'],
  sso_connection_not_found: [404, 'SSO connection could not be found.'],
  invalid_sso_idp: [400, `identity_provider must be one of: ${IDENTITY_PROVIDERS.join(', ')}.`],
  invalid_scim_idp: [400, `identity_provider must be one of: ${IDENTITY_PROVIDERS.join(', ')}.`],
  invalid_x509_certificate: [400, 'The certificate is not an X.509 certificate in PEM form.'],
  invalid_saml_metadata_url: [400, 'The metadata URL must be an absolute http(s) URL.'],
  invalid_url: [400, 'The URL must be an absolute http(s) URL.'],
  invalid_rbac_role_id: [400, "A role id in the role assignments is not in the project's RBAC policy."],
  invalid_rbac_role_assignment: [400, 'A role assignment is not an object with a role_id (and, for a group assignment, its group).'],
  scim_group_role_assignment_does_not_contain_group_id: [400, 'A SCIM group role assignment is missing its group_id.'],
  scim_group_role_assignment_group_does_not_exist: [400, 'A SCIM group role assignment names a group the connection does not have.'],
  sso_verification_key_not_found: [404, 'The SAML connection has no verification certificate with this ID.'],
  sso_encryption_private_key_not_found: [404, 'The SAML connection has no encryption private key with this ID.'],
  no_active_scim_connection: [404, 'The organization has no SCIM connection (or not this one).'],
  active_scim_connection_exists: [400, 'The organization already has a SCIM connection.'],
  scim_connection_not_rotating_token: [400, 'No bearer token rotation is in progress for this SCIM connection.'],
};

/** A member-session endpoint on the caller's organization, allowed when the member may do `action` on `resource`. */
const guarded =
  (resource: 'stytch.sso' | 'stytch.scim') =>
  (route: Endpoint['route'], action: string, handle: (req: Req, org: Org, me: MemberDoc) => Record<string, unknown>): Endpoint => ({
    route,
    vertical: 'B2B',
    auth: 'session',
    handle(req) {
      const { org, member } = sessionMember(req);
      mustPermit(req.project, member, resource, action);
      return handle(req, org, member);
    },
  });
const sso = guarded('stytch.sso');
const scim = guarded('stytch.scim');

// ---- checks

const isHttpURL = (v: unknown) => {
  try {
    return typeof v === 'string' && /^https?:$/.test(new URL(v).protocol);
  } catch {
    return false;
  }
};

/** An identity_provider value of an SSO or a SCIM connection (`kind`: whose type names a bad one). */
function identityProvider(v: unknown, fallback: string, kind: 'sso' | 'scim') {
  if (v === undefined) return fallback;
  if (typeof v !== 'string' || !IDENTITY_PROVIDERS.includes(v)) throw kind === 'sso' ? fail('invalid_sso_idp') : fail('invalid_scim_idp');
  return v;
}

/** A verification certificate from a PEM string (its issuer and dates read from it). */
function certificate(pem: unknown) {
  if (typeof pem !== 'string' || !/^\s*-----BEGIN CERTIFICATE-----[\s\S]+-----END CERTIFICATE-----\s*$/.test(pem))
    throw fail('invalid_x509_certificate');
  let x: X509Certificate;
  try {
    x = new X509Certificate(pem);
  } catch {
    throw fail('invalid_x509_certificate');
  }
  return {
    certificate_id: id('saml-verification-key'),
    certificate: pem.trim(),
    issuer: x.issuer.replace(/^CN=/, ''),
    created_at: new Date(x.validFrom).toISOString(),
    expires_at: new Date(x.validTo).toISOString(),
  };
}

/** Role assignments: a list of objects with a role of the policy and, when `group` names a key, that key. */
function assignments(req: Req, v: unknown, group?: 'group' | 'group_id') {
  if (!Array.isArray(v)) throw fail('invalid_rbac_role_assignment');
  return v.map((a) => {
    if (!a || typeof a !== 'object' || typeof a.role_id !== 'string') throw fail('invalid_rbac_role_assignment');
    if (!roleExists(req.project, a.role_id)) throw fail('invalid_rbac_role_id', `Role: ${a.role_id}.`);
    if (group && (typeof a[group] !== 'string' || !a[group]))
      throw group === 'group_id' ? fail('scim_group_role_assignment_does_not_contain_group_id') : fail('invalid_rbac_role_assignment');
    return group ? { role_id: a.role_id, [group]: a[group] } : { role_id: a.role_id };
  });
}

// ---- SSO connections

/** The values the API gives a connection for the IdP: its callback as ACS URL and audience (SAML) or redirect URL (OIDC). */
function spValues(base: string, c: Conn) {
  const callback = `${base}/v1/b2b/sso/callback/${c.connection_id}`;
  return c.type === 'oidc' ? { redirect_url: callback } : c.type === 'external' ? {} : { acs_url: callback, audience_uri: callback };
}

/** The wire connection: the stored one without the emulator's type and the private keys it was given (a seeded one: active, with its SP values). */
function wire(req: Req, c: Conn) {
  const { type: _t, signing_private_key: _k, ...rest } = c;
  return { status: 'active', ...spValues(req.emu.url, c), ...rest };
}

function find(org: OrgDoc, connection_id: string, type?: Kind): Conn {
  const c = org.sso_active_connections.find((x) => x.connection_id === connection_id && (!type || (x.type ?? 'saml') === type));
  if (!c) throw fail('sso_connection_not_found');
  return c as Conn;
}

/** SAML: active once the IdP's entity ID, sign-on URL and a certificate are in; OIDC: once client and issuer are. */
function settle(c: Conn) {
  const done =
    c.type === 'oidc'
      ? !!(c.client_id && c.client_secret && c.issuer)
      : c.type === 'saml'
        ? !!(c.idp_entity_id && c.idp_sso_url && (c.verification_certificates as unknown[]).length)
        : true;
  c.status = done ? 'active' : 'pending';
}

function createConnection(req: Req, org: OrgDoc, type: Kind) {
  const connection_id = id(`${type}-connection-test`);
  const c: Conn = {
    organization_id: org.organization_id,
    connection_id,
    type,
    status: 'pending',
    display_name: typeof req.body.display_name === 'string' ? req.body.display_name : '',
    identity_provider: identityProvider(req.body.identity_provider, 'generic', 'sso'),
  };
  Object.assign(c, spValues(req.emu.url, c));
  if (type === 'saml')
    Object.assign(c, {
      idp_entity_id: '',
      idp_sso_url: '',
      alternative_audience_uri: '',
      alternative_acs_url: '',
      nameid_format: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
      idp_initiated_auth_disabled: false,
      signing_certificates: [],
      verification_certificates: [],
      encryption_private_keys: [],
      attribute_mapping: {},
      saml_connection_implicit_role_assignments: [],
      saml_group_implicit_role_assignments: [],
    });
  if (type === 'oidc')
    Object.assign(c, {
      client_id: '',
      client_secret: '',
      issuer: '',
      authorization_url: '',
      token_url: '',
      userinfo_url: '',
      jwks_url: '',
      custom_scopes: '',
      attribute_mapping: {},
    });
  if (type === 'external') {
    for (const k of ['external_organization_id', 'external_connection_id'])
      if (typeof req.body[k] !== 'string' || !req.body[k]) throw fail('bad_request', `Missing field: ${k}.`);
    Object.assign(c, {
      identity_provider: 'generic',
      external_organization_id: req.body.external_organization_id,
      external_connection_id: req.body.external_connection_id,
      connection_implicit_role_assignments: assignments(req, req.body.connection_implicit_role_assignments ?? []),
      group_implicit_role_assignments: assignments(req, req.body.group_implicit_role_assignments ?? [], 'group'),
    });
  }
  settle(c);
  org.sso_active_connections.push(c);
  saveOrg(req.emu, org);
  return { connection: wire(req, c) };
}

/** The update fields of each kind: how each is checked. */
type Check = 'text' | 'url' | 'idp' | 'mapping' | 'roles' | 'groupRoles' | 'flag' | 'certificate';
const UPDATES: Record<Kind, Record<string, Check>> = {
  saml: {
    display_name: 'text',
    identity_provider: 'idp',
    idp_entity_id: 'text',
    idp_sso_url: 'url',
    x509_certificate: 'certificate',
    attribute_mapping: 'mapping',
    saml_connection_implicit_role_assignments: 'roles',
    saml_group_implicit_role_assignments: 'groupRoles',
    alternative_audience_uri: 'text',
    alternative_acs_url: 'text',
    nameid_format: 'text',
    idp_initiated_auth_disabled: 'flag',
    signing_private_key: 'text',
  },
  oidc: {
    display_name: 'text',
    identity_provider: 'idp',
    client_id: 'text',
    client_secret: 'text',
    issuer: 'url',
    authorization_url: 'url',
    token_url: 'url',
    userinfo_url: 'url',
    jwks_url: 'url',
    custom_scopes: 'text',
    attribute_mapping: 'mapping',
  },
  external: {
    display_name: 'text',
    connection_implicit_role_assignments: 'roles',
    group_implicit_role_assignments: 'groupRoles',
  },
};

function updateConnection(req: Req, org: OrgDoc, type: Kind) {
  const c = find(org, req.params.connection_id, type);
  for (const [k, check] of Object.entries(UPDATES[type])) {
    const v = req.body[k];
    if (v === undefined) continue;
    if (check === 'certificate') {
      (c.verification_certificates as unknown[]).push(certificate(v));
      continue;
    }
    if ((check === 'text' && typeof v !== 'string') || (check === 'flag' && typeof v !== 'boolean'))
      throw fail('invalid_argument', `Field ${k}.`);
    if (check === 'url' && v !== '' && !isHttpURL(v)) throw fail('invalid_url', `Field ${k}.`);
    if (check === 'mapping' && (!v || typeof v !== 'object' || Object.values(v).some((x) => typeof x !== 'string')))
      throw fail('invalid_argument', `Field ${k} must map attribute names to strings.`);
    c[k] =
      check === 'idp'
        ? identityProvider(v, 'generic', 'sso')
        : check === 'roles'
          ? assignments(req, v)
          : check === 'groupRoles'
            ? assignments(req, v, 'group')
            : v;
  }
  // An issuer alone: the endpoints its discovery document would give (the emulated IdP's pattern).
  if (type === 'oidc' && typeof req.body.issuer === 'string' && req.body.issuer) {
    const base = req.body.issuer.replace(/\/$/, '');
    for (const [k, path] of [
      ['authorization_url', '/authorize'],
      ['token_url', '/token'],
      ['userinfo_url', '/userinfo'],
      ['jwks_url', '/jwks'],
    ])
      if (!c[k]) c[k] = base + path;
  }
  settle(c);
  saveOrg(req.emu, org);
  return { connection: wire(req, c) };
}

// ---- SCIM

function scimOf(org: Org, connection_id?: string): ScimConnection {
  const c = org.scim_connection;
  if (!c || (connection_id !== undefined && c.connection_id !== connection_id)) throw fail('no_active_scim_connection');
  return c;
}

/** The answered connection: no tokens (create and rotate start add the one they show). */
function scimWire(c: ScimConnection) {
  const { secret: _s, groups: _g, ...rest } = c;
  return rest;
}

const bearer = () =>
  `scim-bearer-token-test-${id('t')
    .replace(/[^a-z0-9]/gi, '')
    .slice(-24)}`;
const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();

/** SCIM group assignments: each group_id one of the connection's groups (its name filled in). */
function scimAssignments(req: Req, c: ScimConnection, v: unknown) {
  return assignments(req, v, 'group_id').map((a) => {
    const g = c.groups.find((x) => x.group_id === a.group_id);
    if (!g) throw fail('scim_group_role_assignment_group_does_not_exist', `Group: ${a.group_id}.`);
    return { role_id: a.role_id, group_id: g.group_id, group_name: g.group_name };
  });
}

const endpoints: Endpoint[] = [
  // The official Admin Portal's first read (GET /b2b/admin_portal_config, through its network client, not
  // a client method): which of its sections the project allows. SSO follows the project's sso product;
  // SCIM, both connection kinds and the MFA controls are always on in the emulator.
  {
    route: adminPortalConfig,
    vertical: 'B2B',
    auth: 'session',
    handle(req) {
      sessionMember(req);
      const sso = req.project.products.includes('sso');
      return {
        sso_config: { sso_enabled: sso, can_create_saml_connection: sso, can_create_oidc_connection: sso },
        scim_config: { scim_enabled: true },
        organization_config: { mfa_controls_enabled: true },
      };
    },
  },
  sso(r.ssoGetConnections, 'get', (req, org) => {
    const of = (t: Kind) => org.sso_active_connections.filter((c) => (c.type ?? 'saml') === t).map((c) => wire(req, c as Conn));
    return { saml_connections: of('saml'), oidc_connections: of('oidc'), external_connections: of('external') };
  }),
  sso(r.ssoDeleteConnection, 'delete', (req, org) => {
    find(org, req.params.connection_id);
    org.sso_active_connections = org.sso_active_connections.filter((c) => c.connection_id !== req.params.connection_id);
    if (org.sso_default_connection_id === req.params.connection_id) org.sso_default_connection_id = null;
    org.sso_jit_provisioning_allowed_connections = org.sso_jit_provisioning_allowed_connections.filter(
      (x) => x !== req.params.connection_id,
    );
    saveOrg(req.emu, org);
    return { connection_id: req.params.connection_id };
  }),
  sso(r.ssoSamlCreate, 'create', (req, org) => createConnection(req, org, 'saml')),
  sso(r.ssoSamlUpdate, 'update', (req, org) => updateConnection(req, org, 'saml')),
  // The emulator is every outside service: any http(s) metadata URL answers the emulated IdP's metadata.
  sso(r.ssoSamlUpdateByURL, 'update', (req, org) => {
    if (!isHttpURL(req.body.metadata_url)) throw fail('invalid_saml_metadata_url');
    const c = find(org, req.params.connection_id, 'saml');
    c.idp_entity_id = `${req.emu.url}/v1/public/sso/idp/${c.connection_id}`;
    c.idp_sso_url = `${req.emu.url}/v1/public/sso/start`;
    if (!(c.verification_certificates as unknown[]).length)
      (c.verification_certificates as unknown[]).push(certificate(EMULATED_IDP_CERTIFICATE));
    settle(c);
    saveOrg(req.emu, org);
    return { connection: wire(req, c) };
  }),
  sso(r.ssoSamlDeleteCertificate, 'update', (req, org) => {
    const c = find(org, req.params.connection_id, 'saml');
    const certs = c.verification_certificates as { certificate_id: string }[];
    if (!certs.some((x) => x.certificate_id === req.params.certificate_id)) throw fail('sso_verification_key_not_found');
    c.verification_certificates = certs.filter((x) => x.certificate_id !== req.params.certificate_id);
    settle(c);
    saveOrg(req.emu, org);
    return { certificate_id: req.params.certificate_id };
  }),
  sso(r.ssoSamlDeleteEncryptionKey, 'update', (req, org) => {
    const c = find(org, req.params.connection_id, 'saml');
    const keys = (Array.isArray(c.encryption_private_keys) ? c.encryption_private_keys : []) as { private_key_id?: string }[];
    if (!keys.some((k) => k.private_key_id === req.params.private_key_id)) throw fail('sso_encryption_private_key_not_found');
    c.encryption_private_keys = keys.filter((k) => k.private_key_id !== req.params.private_key_id);
    saveOrg(req.emu, org);
    return { private_key_id: req.params.private_key_id };
  }),
  sso(r.ssoOidcCreate, 'create', (req, org) => createConnection(req, org, 'oidc')),
  sso(r.ssoOidcUpdate, 'update', (req, org) => updateConnection(req, org, 'oidc')),
  sso(r.ssoExternalCreate, 'create', (req, org) => createConnection(req, org, 'external')),
  sso(r.ssoExternalUpdate, 'update', (req, org) => updateConnection(req, org, 'external')),

  scim(r.scimCreate, 'create', (req, org) => {
    if (org.scim_connection) throw fail('active_scim_connection_exists');
    const token = bearer();
    const connection_id = id('scim-connection-test');
    const c: ScimConnection = {
      organization_id: org.organization_id,
      connection_id,
      display_name: typeof req.body.display_name === 'string' ? req.body.display_name : '',
      identity_provider: identityProvider(req.body.identity_provider, 'generic', 'scim'),
      status: 'active',
      base_url: `${req.emu.url}/v1/b2b/scim/${connection_id}`,
      bearer_token_last_four: token.slice(-4),
      bearer_token_expires_at: inDays(180),
      scim_group_implicit_role_assignments: [],
      secret: { token },
      groups: [
        { group_id: id('scim-group-test'), group_name: 'Engineering' },
        { group_id: id('scim-group-test'), group_name: 'Sales' },
      ],
    };
    org.scim_connection = c;
    saveOrg(req.emu, org);
    const { bearer_token_last_four: _l, ...shown } = scimWire(c);
    return { connection: { ...shown, bearer_token: token } };
  }),
  scim(r.scimGet, 'get', (_req, org) => ({ connection: scimWire(scimOf(org)) })),
  scim(r.scimUpdate, 'update', (req, org) => {
    const c = scimOf(org, req.params.connection_id);
    if (req.body.display_name !== undefined) {
      if (typeof req.body.display_name !== 'string') throw fail('invalid_argument', 'Field display_name.');
      c.display_name = req.body.display_name;
    }
    if (req.body.identity_provider !== undefined) c.identity_provider = identityProvider(req.body.identity_provider, 'generic', 'scim');
    if (req.body.scim_group_implicit_role_assignments !== undefined)
      c.scim_group_implicit_role_assignments = scimAssignments(req, c, req.body.scim_group_implicit_role_assignments);
    saveOrg(req.emu, org);
    return { connection: scimWire(c) };
  }),
  scim(r.scimDelete, 'delete', (req, org) => {
    scimOf(org, req.params.connection_id);
    org.scim_connection = null;
    saveOrg(req.emu, org);
    return { connection_id: req.params.connection_id };
  }),
  // Cursor pages over the connection's groups (the cursor is the index of the next group).
  scim(r.scimGroups, 'get', (req, org) => {
    const c = scimOf(org);
    const start = Number(req.body.cursor || 0) || 0;
    const limit = typeof req.body.limit === 'number' && req.body.limit > 0 ? req.body.limit : 1000;
    const page = c.groups.slice(start, start + limit);
    const next = start + limit < c.groups.length ? String(start + limit) : null;
    return {
      scim_groups: page.map((g) => ({ ...g, organization_id: org.organization_id, connection_id: c.connection_id })),
      next_cursor: next,
    };
  }),
  // Rotation: start makes a second token (both work until complete), shown once; complete makes it
  // the token (the old one stops); cancel drops it (the old one stays).
  scim(r.scimRotateStart, 'update', (req, org) => {
    const c = scimOf(org, req.body.connection_id);
    const next = bearer();
    c.secret.next = next;
    c.next_bearer_token_last_four = next.slice(-4);
    c.next_bearer_token_expires_at = inDays(180);
    saveOrg(req.emu, org);
    const { next_bearer_token_last_four: _l, ...shown } = scimWire(c);
    return { connection: { ...shown, next_bearer_token: next } };
  }),
  scim(r.scimRotateComplete, 'update', (req, org) => {
    const c = scimOf(org, req.body.connection_id);
    if (!c.secret.next) throw fail('scim_connection_not_rotating_token');
    c.secret = { token: c.secret.next };
    c.bearer_token_last_four = c.next_bearer_token_last_four ?? c.secret.token.slice(-4);
    c.bearer_token_expires_at = c.next_bearer_token_expires_at ?? inDays(180);
    delete c.next_bearer_token_last_four;
    delete c.next_bearer_token_expires_at;
    saveOrg(req.emu, org);
    return { connection: scimWire(c) };
  }),
  scim(r.scimRotateCancel, 'update', (req, org) => {
    const c = scimOf(org, req.body.connection_id);
    if (!c.secret.next) throw fail('scim_connection_not_rotating_token');
    delete c.secret.next;
    delete c.next_bearer_token_last_four;
    delete c.next_bearer_token_expires_at;
    saveOrg(req.emu, org);
    return { connection: scimWire(c) };
  }),
];

export default feature({ endpoints, errors });
