// users/me (get, update), factor deletes and users/search. Update and deletes answer the changed user
// as `__user` (the SDK wire's name; the official client stores it and hands the caller the rest).
import { consumer as r } from '../../../wire/routes';
import type { Route } from '../../../wire/routes';
import type { Req } from '../../context';
import { fail } from '../../errors';
import { feature, type Endpoint } from '../../registry';
import { saveUser, userByEmail, userWire, type UserDoc } from '../../users';
import { privilegedUser, sessionUser } from './common';

/**
 * The user's ways to sign in (the vendor's primary factors): verified emails and phones, passkeys,
 * OAuth registrations, crypto wallets, biometrics, a password. TOTP is a second factor only.
 */
function primaryFactorCount(u: UserDoc): number {
  return (
    u.emails.filter((e) => e.verified).length +
    u.phone_numbers.filter((p) => p.verified).length +
    u.webauthn_registrations.length +
    u.providers.length +
    u.crypto_wallets.length +
    u.biometric_registrations.length +
    (u.password ? 1 : 0)
  );
}

/** Delete route -> [user list field, id field, extra cleanup, the error type of an id the user does not have]. */
const DELETES: [Route, keyof UserDoc, string, (u: UserDoc, id: string) => void, string][] = [
  [r.deleteEmail, 'emails', 'email_id', () => {}, 'email_not_found'],
  [r.deletePhoneNumber, 'phone_numbers', 'phone_id', () => {}, 'phone_number_not_found'],
  [r.deleteTOTP, 'totps', 'totp_id', (u, id) => void delete u.secrets.totps?.[id], 'totp_not_found'],
  [r.deleteCryptoWallet, 'crypto_wallets', 'crypto_wallet_id', () => {}, 'crypto_wallet_not_found'],
  [r.deleteOAuth, 'providers', 'oauth_user_registration_id', () => {}, 'oauth_user_registration_not_found'],
  [
    r.deleteWebauthn,
    'webauthn_registrations',
    'webauthn_registration_id',
    (u, id) => void delete u.secrets.webauthn?.[id],
    'webauthn_registration_not_found',
  ],
  [r.deleteBiometric, 'biometric_registrations', 'biometric_registration_id', () => {}, 'biometric_registration_not_found'],
];

const deleteEndpoint = ([route, list, idField, cleanup, notFound]: (typeof DELETES)[number]): Endpoint => ({
  route,
  vertical: 'CONSUMER',
  auth: 'session',
  handle(req: Req) {
    const u = privilegedUser(req);
    const items = u[list] as unknown as Record<string, unknown>[];
    const i = items.findIndex((x) => x[idField] === req.params.id);
    if (i < 0) throw fail(notFound);
    // Never the last way to sign in: a verified primary factor goes only while another remains.
    const before = primaryFactorCount(u);
    items.splice(i, 1);
    if (before > 0 && primaryFactorCount(u) === 0) throw fail('cannot_delete_last_primary_factor');
    cleanup(u, req.params.id);
    saveUser(req.emu, u);
    return { user_id: u.user_id, __user: userWire(u) };
  },
});

export default feature({
  endpoints: [
    {
      route: r.usersMe,
      vertical: 'CONSUMER',
      auth: 'session',
      // GET /users/me answers the user's fields at the top level (as the vendor does).
      handle: (req) => ({ ...userWire(sessionUser(req)) }),
    },
    {
      route: r.usersUpdate,
      vertical: 'CONSUMER',
      auth: 'session',
      handle(req) {
        const u = sessionUser(req);
        const { untrusted_metadata, name } = req.body;
        if (untrusted_metadata) u.untrusted_metadata = { ...u.untrusted_metadata, ...untrusted_metadata };
        if (name) {
          for (const k of ['first_name', 'middle_name', 'last_name'] as const)
            if (name[k] !== undefined) {
              if (typeof name[k] !== 'string') throw fail('invalid_argument', `name.${k} must be a string.`);
              u.name[k] = name[k];
            }
        }
        saveUser(req.emu, u);
        return {
          user_id: u.user_id,
          emails: u.emails,
          phone_numbers: u.phone_numbers,
          crypto_wallets: u.crypto_wallets,
          __user: userWire(u),
        };
      },
    },
    ...DELETES.map(deleteEndpoint),
    {
      route: r.usersSearch,
      vertical: 'CONSUMER',
      handle(req) {
        const u = userByEmail(req.emu, req.project, req.body.email);
        return { user_type: !u ? 'new' : u.password ? 'password' : 'passwordless' };
      },
    },
  ],
});
