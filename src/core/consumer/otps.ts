// otps.* : one-time passcodes by SMS, WhatsApp and email, and their authenticate.
import { consumer as r, type Route } from '../../wire/routes';
import { authenticate, call, compact } from '../api';
import { check } from '../args';
import type { Ctx } from '../client';

export interface OTPOptions {
  expiration_minutes?: number;
  locale?: string;
  login_template_id?: string;
  signup_template_id?: string;
  enable_autofill?: boolean;
}

/** channel -> [identifier field, login_or_create, send/primary, send/secondary] */
const CHANNELS = {
  sms: ['phone_number', r.otpSmsLoginOrCreate, r.otpSmsSendPrimary, r.otpSmsSendSecondary],
  whatsapp: ['phone_number', r.otpWhatsappLoginOrCreate, r.otpWhatsappSendPrimary, r.otpWhatsappSendSecondary],
  email: ['email', r.otpEmailLoginOrCreate, r.otpEmailSendPrimary, r.otpEmailSendSecondary],
} as const;

type Channel = keyof typeof CHANNELS;
type ChannelApi = {
  loginOrCreate(identifier: string, options?: OTPOptions): Promise<{ method_id: string; [k: string]: any }>;
  send(identifier: string, options?: OTPOptions): Promise<{ method_id: string; [k: string]: any }>;
};

const OPTION_FIELDS = ['expiration_minutes?:number', 'locale?', 'login_template_id?', 'signup_template_id?', 'enable_autofill?:boolean'];

export function otpsModule(ctx: Ctx) {
  const channel = (name: Channel): ChannelApi => {
    const [field, loginOrCreate, primary, secondary] = CHANNELS[name];
    const go = async (method: string, route: Route, identifier: string, options: OTPOptions = {}) => {
      check(`stytch.otps.${name}.${method}`, { [field]: identifier, ...options }, [field, ...OPTION_FIELDS]);
      return call(ctx, route, compact({ [field]: identifier, ...options }), {}, true);
    };
    return {
      loginOrCreate: (id, o) => go('loginOrCreate', loginOrCreate, id, o),
      send: (id, o) => go('send', ctx.hasSession() ? secondary : primary, id, o),
    };
  };
  return {
    sms: channel('sms'),
    whatsapp: channel('whatsapp'),
    email: channel('email'),
    async authenticate(code: string, method_id: string, options: { session_duration_minutes: number }) {
      check('stytch.otps.authenticate', { code, method_id, ...options }, ['code', 'method_id', 'session_duration_minutes:number']);
      return authenticate(ctx, r.otpAuthenticate, { token: code, method_id, ...options });
    },
  };
}
