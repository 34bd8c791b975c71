// Type-only imports integrators write (annotations of their own helpers).
import type {
  AuthenticateResponse,
  AuthenticationFactor,
  Callbacks,
  OAuthAuthenticateResponse,
  OTPsAuthenticateResponse,
  PasswordStrengthCheckResponse,
  Session,
  SessionTokens,
  StyleConfig,
  StytchClientOptions,
  StytchEvent,
  StytchLoginConfig,
  User,
} from '@stytch/vanilla-js';
import type {
  B2BAuthenticateResponse,
  B2BMagicLinksDiscoveryAuthenticateResponse,
  DiscoveredOrganization,
  Member,
  MemberSession,
  Organization,
  StytchB2BUIConfig,
} from '@stytch/vanilla-js/b2b';

export const displayName = (u: User) => [u.name.first_name, u.name.last_name].filter(Boolean).join(' ');
export const expires = (s: Session) => new Date(s.expires_at);
export const factors = (s: Session): AuthenticationFactor[] => s.authentication_factors;
export const bearer = (t: SessionTokens) => `Bearer ${t.session_jwt}`;
export const userOf = (r: AuthenticateResponse | OAuthAuthenticateResponse | OTPsAuthenticateResponse) => r.user;
export const strong = (r: PasswordStrengthCheckResponse) => r.valid_password;
export const memberName = (m: Member, o: Organization) => `${m.name} @ ${o.organization_name}`;
export const memberExpires = (s: MemberSession) => s.expires_at;
export const orgNames = (r: B2BMagicLinksDiscoveryAuthenticateResponse) =>
  r.discovered_organizations.map((d: DiscoveredOrganization) => d.organization.organization_name);
export const b2bMember = (r: B2BAuthenticateResponse) => r.member;
export type Everything = {
  c: Callbacks;
  e: StytchEvent;
  s: StyleConfig;
  l: StytchLoginConfig;
  b: StytchB2BUIConfig;
  o: StytchClientOptions;
};
