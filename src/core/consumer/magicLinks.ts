// magicLinks.* : email login-or-create / send, and authenticate (with PKCE when the project needs it).
import * as r from '../../wire/consumer-routes';
import type * as C from '../../wire/public-types';
import type { Ctx } from '../client';
import { type Options, op } from '../op';

/** The send options besides the email (the route's other fields). */
export type MagicLinkOptions = Omit<Options<typeof r.magicLinksSendPrimary>, 'email'>;

const FLAG = 'pkceRequiredForEmailMagicLinks';
const SEND = { protect: true, pkce: [FLAG, 'code_challenge', 'challenge'] } as const;

export function magicLinksModule(ctx: Ctx) {
  const loginOrCreate = op<typeof r.magicLinksLoginOrCreate, C.MagicLinksLoginOrCreateResponse>(
    ctx,
    'magicLinks.email.loginOrCreate',
    r.magicLinksLoginOrCreate,
    SEND,
  );
  const send = op<typeof r.magicLinksSendPrimary, C.MagicLinksSendResponse>(ctx, 'magicLinks.email.send', r.magicLinksSendPrimary, {
    ...SEND,
    secondary: r.magicLinksSendSecondary,
  });
  const auth = op<typeof r.magicLinksAuthenticate, C.MagicLinksAuthenticateResponse>(
    ctx,
    'magicLinks.authenticate',
    r.magicLinksAuthenticate,
    {
      auth: true,
      pkce: [FLAG, 'code_verifier', 'verifier'],
    },
  );
  return {
    email: {
      loginOrCreate: (email: string, options?: MagicLinkOptions) => loginOrCreate({ email, ...options }),
      send: (email: string, options?: MagicLinkOptions) => send({ email, ...options }),
    },
    authenticate: (token: string, options: { session_duration_minutes: number }) => auth({ token, ...options }),
  };
}
