// The profile widgets' rules, pure: which factors sign a user in, whether one may go, whether a
// refusal asks for a fresher factor, and the recovery codes' download file.
import type { Member, User } from '../wire/types';

/** A way to sign in the user holds: its list and id, which `user.delete*` removes. */
export type Factor =
  | { kind: 'email'; id: string }
  | { kind: 'phone'; id: string }
  | { kind: 'passkey'; id: string }
  | { kind: 'oauth'; id: string }
  | { kind: 'wallet'; id: string }
  | { kind: 'password' };

/** Every primary factor of the user (verified emails and phones, passkeys, providers, wallets, a password); TOTP is a second factor only. */
export function primaryFactors(u: User): Factor[] {
  return [
    ...u.emails.filter((e) => e.verified).map((e) => ({ kind: 'email', id: e.email_id }) as const),
    ...u.phone_numbers.filter((p) => p.verified).map((p) => ({ kind: 'phone', id: p.phone_id }) as const),
    ...u.webauthn_registrations.map((w) => ({ kind: 'passkey', id: w.webauthn_registration_id }) as const),
    ...u.providers.map((p) => ({ kind: 'oauth', id: p.oauth_user_registration_id }) as const),
    ...u.crypto_wallets.map((c) => ({ kind: 'wallet', id: c.crypto_wallet_id }) as const),
    ...(u.password ? [{ kind: 'password' } as const] : []),
  ];
}

/** A factor may be removed unless it is the user's last way to sign in (an unverified one always may). */
export function canRemove(u: User, kind: Factor['kind'], id: string): boolean {
  const all = primaryFactors(u);
  const mine = all.some((f) => f.kind === kind && 'id' in f && f.id === id);
  return !mine || all.length > 1;
}

/**
 * The rows an email or phone list draws: an address being added shows as attached only once its code
 * is right (an API that keeps it on the account unverified meanwhile, as the B2B MFA phone send does, does not change that).
 */
export const attachedContacts = <C extends { value: string; verified: boolean }>(list: C[], adding: string | undefined) =>
  list.filter((x) => x.verified || x.value !== adding);

/**
 * Why the API refused an action for want of a fresher factor (step-up), or null: `recent` (a password
 * set needs a recent sign-in: for a user an email code, for a member any factor) or `mfa` (a user
 * holding factors of two kinds adds or removes one only from a session of both kinds).
 */
export type StepUpReason = 'recent' | 'mfa';
const STEP_UP: Record<string, StepUpReason> = { session_too_old_to_reset_password: 'recent', insufficient_factors: 'mfa' };
export const stepUpReason = (e: unknown): StepUpReason | null => STEP_UP[(e as { error_type?: string } | null)?.error_type || ''] ?? null;
export const needsStepUp = (e: unknown) => !!stepUpReason(e);

/** A way to confirm it is you in place: a code sent to an address, an authenticator app's code, a passkey. */
export type StepUpMethod = { kind: 'email' | 'sms'; to: string } | { kind: 'totp' } | { kind: 'passkey' };

/** The vendor's kinds of factor: another account or email, a phone, a device. A password is none of them. */
type Kind = 'account' | 'phone' | 'device';
const KIND: Record<StepUpMethod['kind'], Kind> = { email: 'account', sms: 'phone', totp: 'device', passkey: 'device' };
const kindOf = (f: { type: string; delivery_method: string }): Kind | null =>
  f.type === 'oauth' || f.type === 'magic_link' || (f.type === 'otp' && f.delivery_method === 'email')
    ? 'account'
    : f.type === 'otp'
      ? 'phone'
      : f.type === 'webauthn' || f.type === 'totp'
        ? 'device'
        : null;

/**
 * The ways a user may confirm for `reason`: a recent sign-in takes an email code; the MFA rule takes a
 * factor of a kind the session lacks (a passkey, the authenticator app, a phone or email code), or,
 * a session of two kinds whose factors are all over an hour old, any of them.
 */
export function userStepUps(u: User, session: { type: string; delivery_method: string }[], reason: StepUpReason): StepUpMethod[] {
  const email = stepUpEmail(u);
  const mail: StepUpMethod[] = email ? [{ kind: 'email', to: email }] : [];
  if (reason === 'recent') return mail;
  const phone = u.phone_numbers.find((x) => x.verified)?.phone_number;
  const all: StepUpMethod[] = [
    ...(u.webauthn_registrations.length ? [{ kind: 'passkey' } as const] : []),
    ...(u.totps.some((x) => x.verified) ? [{ kind: 'totp' } as const] : []),
    ...(phone ? [{ kind: 'sms', to: phone } as const] : []),
    ...mail,
  ];
  // Two kinds already (their factors too old): any fresh one does; else one of a kind the session lacks.
  const has = new Set(session.map(kindOf).filter(Boolean));
  return has.size >= 2 ? all : all.filter((m) => !has.has(KIND[m.kind]));
}

/** A member confirms with an MFA factor they hold: the authenticator app, a code to their verified MFA phone. */
export const memberStepUps = (
  m: Pick<Member, 'totp_registration_id' | 'mfa_phone_number' | 'mfa_phone_number_verified'>,
): StepUpMethod[] => [
  ...(m.totp_registration_id ? [{ kind: 'totp' } as const] : []),
  ...(m.mfa_phone_number && m.mfa_phone_number_verified ? [{ kind: 'sms', to: m.mfa_phone_number } as const] : []),
];

/** The text file a user downloads their recovery codes as: one code a line. */
export const codesFile = (project: string, codes: readonly string[]) => `${project}\n\n${codes.join('\n')}\n`;

/** Where the user's step-up code goes: the first verified email, else none (then only a passkey can). */
export const stepUpEmail = (u: User) => u.emails.find((e) => e.verified)?.email;
