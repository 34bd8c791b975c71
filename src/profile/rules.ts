// The profile widgets' rules, pure: which factors sign a user in, whether one may go, whether a
// refusal asks for a fresher factor, and the recovery codes' download file.
import type { User } from '../wire/types';

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

/** The API's refusals that a fresher factor lifts (step-up): the widget asks for one and retries. */
const STEP_UP = ['session_too_old_to_reset_password', 'insufficient_factors'];
export const needsStepUp = (e: unknown) => STEP_UP.includes((e as { error_type?: string } | null)?.error_type || '');

/** The text file a user downloads their recovery codes as: one code a line. */
export const codesFile = (project: string, codes: readonly string[]) => `${project}\n\n${codes.join('\n')}\n`;

/** Where the user's step-up code goes: the first verified email, else none (then only a passkey can). */
export const stepUpEmail = (u: User) => u.emails.find((e) => e.verified)?.email;
