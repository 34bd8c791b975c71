// passwords.* : organization login, the three resets, strength check, and the discovery variants.
// The vendor names the PKCE fields code_challenge / code_verifier for organization resets and
// pkce_code_challenge / pkce_code_verifier for discovery resets.
import * as r from '../../wire/b2b-routes';
import type { B2BAuthResponse, B2BStrengthCheckResponse, DiscoveryResponse } from '../../wire/types';
import type { Ctx } from '../client';
import { op, SESSION_DEFAULT, SESSION_OPT } from '../op';

const FLAG = 'pkceRequiredForPasswordResets';
const RESET_START_FIELDS = [
  'reset_password_redirect_url?',
  'reset_password_expiration_minutes?:number',
  'reset_password_template_id?',
  'verify_email_template_id?',
];

export interface ResetStartOptions {
  email_address: string;
  reset_password_redirect_url?: string;
  reset_password_expiration_minutes?: number;
  reset_password_template_id?: string;
  verify_email_template_id?: string;
}

export function passwordsModule(ctx: Ctx) {
  return {
    authenticate: op<
      { organization_id: string; email_address: string; password: string; session_duration_minutes?: number; locale?: string },
      B2BAuthResponse
    >(ctx, 'passwords.authenticate', r.passwordsAuthenticate, ['organization_id', 'email_address', 'password', SESSION_OPT, 'locale?'], {
      auth: true,
      ist: true,
      defaults: SESSION_DEFAULT,
    }),
    strengthCheck: op<{ password: string; email_address?: string }, B2BStrengthCheckResponse>(
      ctx,
      'passwords.strengthCheck',
      r.passwordsStrengthCheck,
      ['password', 'email_address?'],
    ),
    resetByEmailStart: op<ResetStartOptions & { organization_id: string; login_redirect_url?: string }>(
      ctx,
      'passwords.resetByEmailStart',
      r.passwordsResetByEmailStart,
      ['organization_id', 'email_address', 'login_redirect_url?', ...RESET_START_FIELDS],
      { protect: true, pkce: [FLAG, 'code_challenge', 'challenge'] },
    ),
    resetByEmail: op<
      { password_reset_token: string; password: string; session_duration_minutes?: number; locale?: string },
      B2BAuthResponse
    >(ctx, 'passwords.resetByEmail', r.passwordsResetByEmail, ['password_reset_token', 'password', SESSION_OPT, 'locale?'], {
      auth: true,
      ist: true,
      pkce: [FLAG, 'code_verifier', 'verifier'],
      defaults: SESSION_DEFAULT,
    }),
    resetByExistingPassword: op<
      {
        organization_id: string;
        email_address: string;
        existing_password: string;
        new_password: string;
        session_duration_minutes?: number;
        locale?: string;
      },
      B2BAuthResponse
    >(
      ctx,
      'passwords.resetByExistingPassword',
      r.passwordsResetByExisting,
      ['organization_id', 'email_address', 'existing_password', 'new_password', SESSION_OPT, 'locale?'],
      { auth: true, defaults: SESSION_DEFAULT },
    ),
    /** B2B spec section 7 and the official client send only the password (its other options are not sent). */
    resetBySession: op<{ password: string; organization_id?: string; session_duration_minutes?: number; locale?: string }, B2BAuthResponse>(
      ctx,
      'passwords.resetBySession',
      r.passwordsResetBySession,
      ['password'],
      { auth: true, session: true },
    ),
    discovery: {
      authenticate: op<{ email_address: string; password: string }, DiscoveryResponse>(
        ctx,
        'passwords.discovery.authenticate',
        r.passwordsDiscoveryAuthenticate,
        ['email_address', 'password'],
        { auth: true },
      ),
      resetByEmailStart: op<ResetStartOptions & { discovery_redirect_url?: string }>(
        ctx,
        'passwords.discovery.resetByEmailStart',
        r.passwordsDiscoveryResetByEmailStart,
        ['email_address', 'discovery_redirect_url?', ...RESET_START_FIELDS],
        { protect: true, pkce: [FLAG, 'pkce_code_challenge', 'challenge'] },
      ),
      resetByEmail: op<{ password_reset_token: string; password: string }, DiscoveryResponse>(
        ctx,
        'passwords.discovery.resetByEmail',
        r.passwordsDiscoveryResetByEmail,
        ['password_reset_token', 'password'],
        { auth: true, pkce: [FLAG, 'pkce_code_verifier', 'verifier'] },
      ),
    },
  };
}
