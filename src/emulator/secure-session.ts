// The vendor's rule for a consumer user's privileged actions (adding an email or phone number, adding
// a second factor, removing a factor): a user whose factors span two of the three categories (another
// account or email: OAuth, magic links, email codes; a phone: SMS and WhatsApp codes; a dedicated
// device: passkeys and WebAuthn, TOTP) may act only from a session that spans two categories with a
// factor less than an hour old; else insufficient_factors. A user who could not complete that (one
// category held) acts without it, so a first second factor can be added.
import type { Emu } from './context';
import { fail } from './errors';
import type { Factor, SessionDoc } from './sessions';
import type { UserDoc } from './users';

export type Category = 'account' | 'phone' | 'device';

/** A session factor's category; a password (and a recovery code) counts in none. */
export function categoryOf(f: Factor): Category | null {
  if (f.type === 'oauth' || f.type === 'magic_link' || f.type === 'email_otp') return 'account';
  if (f.type === 'otp') return f.delivery_method === 'email' ? 'account' : 'phone';
  if (f.type === 'webauthn' || f.type === 'totp') return 'device';
  return null;
}

/** The categories of the verified factors a user holds. */
export function heldCategories(u: UserDoc): Set<Category> {
  const held = new Set<Category>();
  if (u.emails.some((e) => e.verified) || u.providers.length) held.add('account');
  if (u.phone_numbers.some((p) => p.verified)) held.add('phone');
  if (u.webauthn_registrations.length || u.totps.some((t) => t.verified)) held.add('device');
  return held;
}

const HOUR = 60 * 60_000;

/** Throws insufficient_factors when the user could complete MFA and this session has not. */
export function requireSecureSession(emu: Emu, u: UserDoc, s: SessionDoc) {
  if (heldCategories(u).size < 2) return;
  const categories = new Set(s.authentication_factors.map(categoryOf).filter(Boolean));
  const fresh = s.authentication_factors.some((f) => Date.parse(f.last_authenticated_at) > emu.now() - HOUR);
  if (categories.size < 2 || !fresh) throw fail('insufficient_factors');
}
