// otps.* : one-time passcodes by SMS, WhatsApp and email, and their authenticate.
import * as r from '../../wire/consumer-routes';
import type * as C from '../../wire/public-types';
import type { Route } from '../../wire/routes';
import { authenticate } from '../api';
import { check } from '../args';
import type { Ctx } from '../client';
import { type Options, op } from '../op';

/** The send options besides the identifier (the send routes' other fields). */
export type OTPOptions = Omit<Options<typeof r.otpEmailSendPrimary>, 'email'>;

type Channel = 'sms' | 'whatsapp' | 'email';
type Send = (identifier: string, options?: OTPOptions) => Promise<C.OTPsSendResponse>;

export function otpsModule(ctx: Ctx) {
  // Inside the factory: a module-level table reading routes would keep the routes in bundles that
  // never create a client (bundlers cannot prove property reads free of side effects).
  /** channel -> [identifier field, login_or_create, send/primary, send/secondary] */
  const CHANNELS = {
    sms: ['phone_number', r.otpSmsLoginOrCreate, r.otpSmsSendPrimary, r.otpSmsSendSecondary],
    whatsapp: ['phone_number', r.otpWhatsappLoginOrCreate, r.otpWhatsappSendPrimary, r.otpWhatsappSendSecondary],
    email: ['email', r.otpEmailLoginOrCreate, r.otpEmailSendPrimary, r.otpEmailSendSecondary],
  } as const;
  const channel = (name: Channel): { loginOrCreate: Send; send: Send } => {
    const [field, loginOrCreate, primary, secondary] = CHANNELS[name];
    const method = (m: string, route: Route, spec: { secondary?: Route }) => {
      const run = op<Route, C.OTPsSendResponse, Record<string, unknown>>(ctx, `otps.${name}.${m}`, route, { protect: true, ...spec });
      return (identifier: string, options?: OTPOptions) => run({ [field]: identifier, ...options });
    };
    return { loginOrCreate: method('loginOrCreate', loginOrCreate, {}), send: method('send', primary, { secondary }) };
  };
  return {
    sms: channel('sms'),
    whatsapp: channel('whatsapp'),
    email: channel('email'),
    /** The method's argument is `code`; the body's field is `token`. */
    async authenticate(
      code: string,
      method_id: string,
      options: { session_duration_minutes: number },
    ): Promise<C.OTPsAuthenticateResponse> {
      check('stytch.otps.authenticate', { code, method_id, ...options }, 'code method_id session_duration_minutes:number');
      return authenticate(ctx, r.otpAuthenticate, { token: code, method_id, ...options });
    },
  };
}
