// The SSO section's rules, pure: what the member's permissions allow, the identity providers offered,
// the checks a form passes before any request, and the update a form makes.
import type { OIDCConnection, SAMLConnection } from '../../wire/b2b-public-types';

/** A connection as the section lists it: SAML or OIDC, with its kind. */
export type Conn = (SAMLConnection & { kind: 'saml' }) | (OIDCConnection & { kind: 'oidc' });
export type Protocol = Conn['kind'];

/** What the member may do, from stytch.sso's actions (and the organization's default connection setting). */
export interface Access {
  view: boolean;
  create: boolean;
  edit: boolean;
  remove: boolean;
  setDefault: boolean;
}

/** stytch.sso get / create / update / delete, and stytch.organization update.settings.default-sso-connection. */
export async function ssoAccess(isAuthorized: (resource: string, action: string) => Promise<boolean>): Promise<Access> {
  const [view, create, edit, remove, setDefault] = await Promise.all([
    isAuthorized('stytch.sso', 'get'),
    isAuthorized('stytch.sso', 'create'),
    isAuthorized('stytch.sso', 'update'),
    isAuthorized('stytch.sso', 'delete'),
    isAuthorized('stytch.organization', 'update.settings.default-sso-connection'),
  ]);
  // Nothing can be changed in what cannot be seen.
  return { view, create: view && create, edit: view && edit, remove: view && remove, setDefault: view && setDefault };
}

/** The identity providers offered per protocol (API values; 'generic' last), with display names. */
export const IDPS: Record<Protocol, string[]> = {
  saml: ['okta', 'microsoft-entra', 'google-workspace', 'generic'],
  oidc: ['okta', 'microsoft-entra', 'generic'],
};
export const IDP_NAMES: Record<string, string> = {
  okta: 'Okta',
  'microsoft-entra': 'Microsoft Entra',
  'google-workspace': 'Google Workspace',
};

const PEM = /^\s*-----BEGIN CERTIFICATE-----\s+[A-Za-z0-9+/=\s]+-----END CERTIFICATE-----\s*$/;
export const isPem = (s: string) => PEM.test(s);
export const isHttpUrl = (s: string) => {
  try {
    return /^https?:$/.test(new URL(s).protocol);
  } catch {
    return false;
  }
};

export const MAPPING_KEYS = ['email', 'first_name', 'last_name', 'groups'] as const;

/** The details form: the IdP's values, the mapping and the group roles. */
export interface Form {
  display_name: string;
  metadata_url: string;
  idp_sso_url: string;
  idp_entity_id: string;
  x509_certificate: string;
  client_id: string;
  client_secret: string;
  issuer: string;
  mapping: Record<string, string>;
  groups: { group: string; role_id: string }[];
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

export function formOf(c: Conn): Form {
  const mapping = (c.attribute_mapping ?? {}) as Record<string, string>;
  const groups = c.kind === 'saml' ? ((c.saml_group_implicit_role_assignments ?? []) as Form['groups']) : [];
  return {
    display_name: c.display_name,
    metadata_url: '',
    idp_sso_url: str(c.idp_sso_url),
    idp_entity_id: str(c.idp_entity_id),
    x509_certificate: '',
    client_id: str(c.client_id),
    client_secret: '',
    issuer: str(c.issuer),
    mapping: Object.fromEntries(MAPPING_KEYS.map((k) => [k, str(mapping[k])])),
    groups: groups.map((g) => ({ group: g.group, role_id: g.role_id })),
  };
}

/** The field a form fails on, by catalogue key: the first problem, or null. */
export function formProblem(kind: Protocol, f: Form): { field: keyof Form; key: 'adminSso.badUrl' | 'adminSso.badCertificate' } | null {
  const urls: (keyof Form)[] = kind === 'saml' ? ['metadata_url', 'idp_sso_url'] : ['issuer'];
  for (const k of urls) if (f[k] && !isHttpUrl(f[k] as string)) return { field: k, key: 'adminSso.badUrl' };
  if (kind === 'saml' && f.x509_certificate && !isPem(f.x509_certificate))
    return { field: 'x509_certificate', key: 'adminSso.badCertificate' };
  return null;
}

/** The update call's options for a form (only what it holds: an empty secret or certificate is left as it is). */
export function updateOf(c: Conn, f: Form): Record<string, unknown> {
  const attribute_mapping = Object.fromEntries(Object.entries(f.mapping).filter(([, v]) => v));
  if (c.kind === 'oidc')
    return {
      connection_id: c.connection_id,
      display_name: f.display_name,
      client_id: f.client_id,
      issuer: f.issuer,
      attribute_mapping,
      ...(f.client_secret && { client_secret: f.client_secret }),
    };
  return {
    connection_id: c.connection_id,
    display_name: f.display_name,
    attribute_mapping,
    saml_group_implicit_role_assignments: f.groups.filter((g) => g.group && g.role_id),
    ...(!f.metadata_url && f.idp_sso_url && { idp_sso_url: f.idp_sso_url }),
    ...(!f.metadata_url && f.idp_entity_id && { idp_entity_id: f.idp_entity_id }),
    ...(f.x509_certificate && { x509_certificate: f.x509_certificate.trim() }),
  };
}
