// passwords.* : organization login, the three resets, strength check, and the discovery variants.
// The vendor names the PKCE fields code_challenge / code_verifier for organization resets and
// pkce_code_challenge / pkce_code_verifier for discovery resets.
import * as r from '../../wire/b2b-routes';
import type * as B from '../../wire/b2b-public-types';
import type { B2BAuthResponse, B2BStrengthCheckResponse, DiscoveryResponse } from '../../wire/types';
import type { Ctx } from '../client';
import { op, SESSION_DEFAULT } from '../op';

const FLAG = 'pkceRequiredForPasswordResets';

/** B2B spec section 7 and the official client send only the password; its other options are accepted and not sent. */
type ResetBySessionExtra = { organization_id?: string; session_duration_minutes?: number; locale?: string };

export function passwordsModule(ctx: Ctx) {
  return {
    authenticate: op<typeof r.passwordsAuthenticate, B2BAuthResponse>(ctx, 'passwords.authenticate', r.passwordsAuthenticate, {
      auth: true,
      ist: true,
      defaults: SESSION_DEFAULT,
    }),
    strengthCheck: op<typeof r.passwordsStrengthCheck, B2BStrengthCheckResponse>(ctx, 'passwords.strengthCheck', r.passwordsStrengthCheck),
    resetByEmailStart: op<typeof r.passwordsResetByEmailStart, B.B2BPasswordResetByEmailStartResponse>(
      ctx,
      'passwords.resetByEmailStart',
      r.passwordsResetByEmailStart,
      { protect: true, pkce: [FLAG, 'code_challenge', 'challenge'] },
    ),
    resetByEmail: op<typeof r.passwordsResetByEmail, B2BAuthResponse>(ctx, 'passwords.resetByEmail', r.passwordsResetByEmail, {
      auth: true,
      ist: true,
      pkce: [FLAG, 'code_verifier', 'verifier'],
      defaults: SESSION_DEFAULT,
    }),
    resetByExistingPassword: op<typeof r.passwordsResetByExisting, B2BAuthResponse>(
      ctx,
      'passwords.resetByExistingPassword',
      r.passwordsResetByExisting,
      { auth: true, defaults: SESSION_DEFAULT },
    ),
    resetBySession: op<typeof r.passwordsResetBySession, B2BAuthResponse, ResetBySessionExtra>(
      ctx,
      'passwords.resetBySession',
      r.passwordsResetBySession,
      { auth: true, session: true },
    ),
    discovery: {
      authenticate: op<typeof r.passwordsDiscoveryAuthenticate, DiscoveryResponse>(
        ctx,
        'passwords.discovery.authenticate',
        r.passwordsDiscoveryAuthenticate,
        { auth: true },
      ),
      resetByEmailStart: op<typeof r.passwordsDiscoveryResetByEmailStart, B.B2BPasswordDiscoveryResetByEmailStartResponse>(
        ctx,
        'passwords.discovery.resetByEmailStart',
        r.passwordsDiscoveryResetByEmailStart,
        { protect: true, pkce: [FLAG, 'pkce_code_challenge', 'challenge'] },
      ),
      resetByEmail: op<typeof r.passwordsDiscoveryResetByEmail, DiscoveryResponse>(
        ctx,
        'passwords.discovery.resetByEmail',
        r.passwordsDiscoveryResetByEmail,
        { auth: true, pkce: [FLAG, 'pkce_code_verifier', 'verifier'] },
      ),
    },
  };
}
