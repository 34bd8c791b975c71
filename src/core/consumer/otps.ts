// otps.* : one-time passcodes by SMS, WhatsApp and email, and their authenticate.
import * as r from '../../wire/consumer-routes';
import { type Route } from '../../wire/routes';
import { authenticate } from '../api';
import { check } from '../args';
import type { Ctx } from '../client';
import { op, SESSION } from '../op';

export interface OTPOptions {
  expiration_minutes?: number;
  locale?: string;
  login_template_id?: string;
  signup_template_id?: string;
  enable_autofill?: boolean;
}

type Channel = 'sms' | 'whatsapp' | 'email';
type Send = (identifier: string, options?: OTPOptions) => Promise<{ method_id: string; [k: string]: any }>;

const OPTION_FIELDS = ['expiration_minutes?:number', 'locale?', 'login_template_id?', 'signup_template_id?', 'enable_autofill?:boolean'];

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
      const run = op<object>(ctx, `otps.${name}.${m}`, route, [field, ...OPTION_FIELDS], { protect: true, ...spec });
      return (identifier: string, options?: OTPOptions) => run({ [field]: identifier, ...options });
    };
    return { loginOrCreate: method('loginOrCreate', loginOrCreate, {}), send: method('send', primary, { secondary }) };
  };
  return {
    sms: channel('sms'),
    whatsapp: channel('whatsapp'),
    email: channel('email'),
    async authenticate(code: string, method_id: string, options: { session_duration_minutes: number }) {
      check('stytch.otps.authenticate', { code, method_id, ...options }, ['code', 'method_id', SESSION]);
      return authenticate(ctx, r.otpAuthenticate, { token: code, method_id, ...options });
    },
  };
}
