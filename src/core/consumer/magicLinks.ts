// magicLinks.* : email login-or-create / send, and authenticate (with PKCE when the project needs it).
import { consumer as r } from '../../wire/routes';
import { authenticate, call, compact } from '../api';
import { check } from '../args';
import type { Ctx } from '../client';

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

const OPTION_FIELDS = [
  'login_magic_link_url?',
  'signup_magic_link_url?',
  'login_expiration_minutes?:number',
  'signup_expiration_minutes?:number',
  'login_template_id?',
  'signup_template_id?',
  'create_user_as_pending?:boolean',
  'locale?',
];

export function magicLinksModule(ctx: Ctx) {
  const send = async (method: string, route: typeof r.magicLinksLoginOrCreate | typeof r.magicLinksSendPrimary | typeof r.magicLinksSendSecondary, email: string, options: MagicLinkOptions = {}) => {
    check(`stytch.magicLinks.email.${method}`, { email, ...options }, ['email', ...OPTION_FIELDS]);
    const pkce = (await ctx.bootstrap.getAsync()).pkceRequiredForEmailMagicLinks ? await ctx.pkce.start() : null;
    return call(ctx, route, compact({ email, ...options, code_challenge: pkce?.code_challenge }), {}, true);
  };
  return {
    email: {
      loginOrCreate: (email: string, options?: MagicLinkOptions) => send('loginOrCreate', r.magicLinksLoginOrCreate, email, options),
      send: (email: string, options?: MagicLinkOptions) =>
        send('send', ctx.hasSession() ? r.magicLinksSendSecondary : r.magicLinksSendPrimary, email, options),
    },
    async authenticate(token: string, options: { session_duration_minutes: number }) {
      check('stytch.magicLinks.authenticate', { token, ...options }, ['token', 'session_duration_minutes:number']);
      const required = (await ctx.bootstrap.getAsync()).pkceRequiredForEmailMagicLinks;
      return authenticate(ctx, r.magicLinksAuthenticate, compact({ token, ...options, code_verifier: ctx.verifier(required) }));
    },
  };
}
