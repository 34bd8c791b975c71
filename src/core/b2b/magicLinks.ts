// magicLinks.* : organization login-or-signup, invite, discovery send, and both authenticates.
// PKCE fields carry the vendor's B2B names (pkce_code_challenge / pkce_code_verifier).
import * as r from '../../wire/b2b-routes';
import type { B2BAuthResponse, DiscoveryResponse } from '../../wire/types';
import type { Ctx } from '../client';
import { op, SESSION_DEFAULT, SESSION_OPT } from '../op';

const CHALLENGE = ['pkceRequiredForEmailMagicLinks', 'pkce_code_challenge', 'challenge'] as const;
const VERIFIER = ['pkceRequiredForEmailMagicLinks', 'pkce_code_verifier', 'verifier'] as const;

export interface LoginOrSignupOptions {
  email_address: string;
  organization_id: string;
  login_redirect_url?: string;
  signup_redirect_url?: string;
  login_template_id?: string;
  signup_template_id?: string;
  login_expiration_minutes?: number;
  signup_expiration_minutes?: number;
  locale?: string;
}

export interface DiscoverySendOptions {
  email_address: string;
  discovery_redirect_url?: string;
  login_template_id?: string;
  discovery_expiration_minutes?: number;
  locale?: string;
}

export interface InviteOptions {
  email_address: string;
  invite_redirect_url?: string;
  invite_template_id?: string;
  invite_expiration_minutes?: number;
  name?: string;
  untrusted_metadata?: Record<string, unknown>;
  roles?: string[];
  locale?: string;
}

export function magicLinksModule(ctx: Ctx) {
  const ns = 'magicLinks';
  return {
    email: {
      loginOrSignup: op<LoginOrSignupOptions>(
        ctx,
        `${ns}.email.loginOrSignup`,
        r.magicLinksLoginOrSignup,
        [
          'email_address',
          'organization_id',
          'login_redirect_url?',
          'signup_redirect_url?',
          'login_template_id?',
          'signup_template_id?',
          'login_expiration_minutes?:number',
          'signup_expiration_minutes?:number',
          'locale?',
        ],
        { protect: true, pkce: CHALLENGE },
      ),
      invite: op<InviteOptions>(
        ctx,
        `${ns}.email.invite`,
        r.magicLinksInvite,
        [
          'email_address',
          'invite_redirect_url?',
          'invite_template_id?',
          'invite_expiration_minutes?:number',
          'name?',
          'untrusted_metadata?:object',
          'roles?:stringArray',
          'locale?',
        ],
        { session: true },
      ),
      discovery: {
        send: op<DiscoverySendOptions>(
          ctx,
          `${ns}.email.discovery.send`,
          r.magicLinksDiscoverySend,
          ['email_address', 'discovery_redirect_url?', 'login_template_id?', 'discovery_expiration_minutes?:number', 'locale?'],
          { protect: true, pkce: CHALLENGE },
        ),
      },
    },
    authenticate: op<{ magic_links_token: string; session_duration_minutes?: number; locale?: string }, B2BAuthResponse>(
      ctx,
      `${ns}.authenticate`,
      r.magicLinksAuthenticate,
      ['magic_links_token', SESSION_OPT, 'locale?'],
      { auth: true, ist: true, pkce: VERIFIER, defaults: SESSION_DEFAULT },
    ),
    discovery: {
      authenticate: op<{ discovery_magic_links_token: string }, DiscoveryResponse>(
        ctx,
        `${ns}.discovery.authenticate`,
        r.magicLinksDiscoveryAuthenticate,
        ['discovery_magic_links_token'],
        { auth: true, pkce: VERIFIER },
      ),
    },
  };
}
