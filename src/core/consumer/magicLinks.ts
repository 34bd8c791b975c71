// magicLinks.* : email login-or-create / send, and authenticate (with PKCE when the project needs it).
import * as r from '../../wire/consumer-routes';
import type { Ctx } from '../client';
import { op, SESSION } from '../op';

export interface MagicLinkOptions {
  login_magic_link_url?: string;
  signup_magic_link_url?: string;
  login_expiration_minutes?: number;
  signup_expiration_minutes?: number;
  login_template_id?: string;
  signup_template_id?: string;
  create_user_as_pending?: boolean;
  locale?: string;
}

const FLAG = 'pkceRequiredForEmailMagicLinks';
const SEND_FIELDS = [
  'email',
  'login_magic_link_url?',
  'signup_magic_link_url?',
  'login_expiration_minutes?:number',
  'signup_expiration_minutes?:number',
  'login_template_id?',
  'signup_template_id?',
  'create_user_as_pending?:boolean',
  'locale?',
];
const SEND = { protect: true, pkce: [FLAG, 'code_challenge', 'challenge'] } as const;

export function magicLinksModule(ctx: Ctx) {
  const loginOrCreate = op<{ email: string } & MagicLinkOptions>(
    ctx,
    'magicLinks.email.loginOrCreate',
    r.magicLinksLoginOrCreate,
    SEND_FIELDS,
    SEND,
  );
  const send = op<{ email: string } & MagicLinkOptions>(ctx, 'magicLinks.email.send', r.magicLinksSendPrimary, SEND_FIELDS, {
    ...SEND,
    secondary: r.magicLinksSendSecondary,
  });
  const auth = op<{ token: string; session_duration_minutes: number }>(
    ctx,
    'magicLinks.authenticate',
    r.magicLinksAuthenticate,
    ['token', SESSION],
    { auth: true, pkce: [FLAG, 'code_verifier', 'verifier'] },
  );
  return {
    email: {
      loginOrCreate: (email: string, options?: MagicLinkOptions) => loginOrCreate({ email, ...options }),
      send: (email: string, options?: MagicLinkOptions) => send({ email, ...options }),
    },
    authenticate: (token: string, options: { session_duration_minutes: number }) => auth({ token, ...options }),
  };
}
