// magicLinks.* : organization login-or-signup, invite, discovery send, and both authenticates.
// PKCE fields carry the vendor's B2B names (pkce_code_challenge / pkce_code_verifier).
import * as r from '../../wire/b2b-routes';
import type * as B from '../../wire/b2b-public-types';
import type { B2BAuthResponse, DiscoveryResponse } from '../../wire/types';
import type { Ctx } from '../client';
import { type Options, op, SESSION_DEFAULT } from '../op';

const CHALLENGE = ['pkceRequiredForEmailMagicLinks', 'pkce_code_challenge', 'challenge'] as const;
const VERIFIER = ['pkceRequiredForEmailMagicLinks', 'pkce_code_verifier', 'verifier'] as const;

export type LoginOrSignupOptions = Options<typeof r.magicLinksLoginOrSignup>;
export type DiscoverySendOptions = Options<typeof r.magicLinksDiscoverySend>;
export type InviteOptions = Options<typeof r.magicLinksInvite, { untrusted_metadata?: Record<string, unknown> }>;

export function magicLinksModule(ctx: Ctx) {
  const ns = 'magicLinks';
  return {
    email: {
      loginOrSignup: op<typeof r.magicLinksLoginOrSignup, B.B2BMagicLinkLoginOrSignupResponse>(
        ctx,
        `${ns}.email.loginOrSignup`,
        r.magicLinksLoginOrSignup,
        { protect: true, pkce: CHALLENGE },
      ),
      invite: op<typeof r.magicLinksInvite, B.B2BMagicLinksInviteResponse, InviteOptions>(ctx, `${ns}.email.invite`, r.magicLinksInvite, {
        session: true,
      }),
      discovery: {
        send: op<typeof r.magicLinksDiscoverySend, B.B2BMagicLinksEmailDiscoverySendResponse>(
          ctx,
          `${ns}.email.discovery.send`,
          r.magicLinksDiscoverySend,
          { protect: true, pkce: CHALLENGE },
        ),
      },
    },
    authenticate: op<typeof r.magicLinksAuthenticate, B2BAuthResponse>(ctx, `${ns}.authenticate`, r.magicLinksAuthenticate, {
      auth: true,
      ist: true,
      pkce: VERIFIER,
      defaults: SESSION_DEFAULT,
    }),
    discovery: {
      authenticate: op<typeof r.magicLinksDiscoveryAuthenticate, DiscoveryResponse>(
        ctx,
        `${ns}.discovery.authenticate`,
        r.magicLinksDiscoveryAuthenticate,
        { auth: true, pkce: VERIFIER },
      ),
    },
  };
}
