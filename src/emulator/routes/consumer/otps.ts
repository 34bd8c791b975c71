// One-time passcodes by SMS, WhatsApp and email: 6 digits, expiring, a wrong-attempt limit per code;
// a wrong code also counts toward the user's lock (locks.ts).
// The method_id is the phone_id or email_id; the latest code per method wins. A signed-in user's send
// to an address or number they do not hold yet (send/secondary) keeps it `pending` in the code's
// record: it joins the user, verified, only when its code is right (the vendor's rule).
import { consumer as r, type Route } from '../../../wire/routes';
import type { Req } from '../../context';
import { id, sixDigits } from '../../crypto-util';
import { fail } from '../../errors';
import { deliver, type Channel, lifetime } from '../../outbox';
import { feature, type Endpoint } from '../../registry';
import { checkCode, issueToken } from '../../tokens';
import { ensureEmail, ensurePhone, getUser, newUser, saveUser, userByEmail, userByPhone, type UserDoc } from '../../users';
import { authAnswer, factor, markPasswordless, secured, sessionUser } from './common';

interface OtpRecord {
  user_id: string;
  method_id: string;
  channel: Channel;
  code: string;
  attempts: number;
  /** A new address or number of a signed-in user, attached with `method_id` once the code is right. */
  pending?: string;
}

interface ChannelRow {
  field: 'email' | 'phone_number';
  /** The answer's name for the method_id. */
  idField: 'email_id' | 'phone_id';
  find: typeof userByEmail;
  ensure: (u: UserDoc, v: string) => { id: string };
  /** The user's method for the value, if they hold it. */
  held: (u: UserDoc, v: string) => { id: string } | undefined;
  /** Attaches a pending value, verified, with its method id. */
  attach: (u: UserDoc, v: string, id: string) => void;
  routes: [Route, Route, Route];
  notFound: string;
  /** A secondary send to an identifier another user holds. */
  takenError: string;
  subject: (projectName: string, code: string) => string;
  /** On a right code: marks the method verified and answers the factor's extra fields (null: the method is gone). */
  verify: (u: UserDoc, method_id: string) => Record<string, unknown> | null;
}

/** SMS and WhatsApp identify the user the same way; only their routes differ. */
const BY_PHONE: Omit<ChannelRow, 'routes'> = {
  field: 'phone_number',
  idField: 'phone_id',
  find: userByPhone,
  ensure: (u, v) => ({ id: ensurePhone(u, v).phone_id }),
  held: (u, v) => {
    const p = u.phone_numbers.find((x) => x.phone_number === v);
    return p && { id: p.phone_id };
  },
  attach: (u, phone_number, phone_id) => void u.phone_numbers.push({ phone_id, phone_number, verified: false }),
  notFound: 'phone_number_not_found',
  takenError: 'duplicate_phone_number',
  subject: () => 'Verification code',
  verify(u, method_id) {
    const p = u.phone_numbers.find((x) => x.phone_id === method_id);
    if (!p) return null;
    p.verified = true;
    return { phone_number_factor: { phone_id: p.phone_id, phone_number: p.phone_number } };
  },
};

/** channel -> identifier field (its format: schema.ts FORMAT), lookup, add-to-user, routes, errors, message subject, verification. */
const CHANNELS: Record<Channel, ChannelRow> = {
  sms: { ...BY_PHONE, routes: [r.otpSmsLoginOrCreate, r.otpSmsSendPrimary, r.otpSmsSendSecondary] },
  whatsapp: { ...BY_PHONE, routes: [r.otpWhatsappLoginOrCreate, r.otpWhatsappSendPrimary, r.otpWhatsappSendSecondary] },
  email: {
    field: 'email',
    idField: 'email_id',
    find: userByEmail,
    ensure: (u, v) => ({ id: ensureEmail(u, v).email_id }),
    held: (u, v) => {
      const e = u.emails.find((x) => x.email.toLowerCase() === v.toLowerCase());
      return e && { id: e.email_id };
    },
    attach: (u, email, email_id) => void u.emails.push({ email_id, email, verified: false }),
    routes: [r.otpEmailLoginOrCreate, r.otpEmailSendPrimary, r.otpEmailSendSecondary],
    notFound: 'email_not_found',
    takenError: 'duplicate_email',
    subject: (projectName, code) => `Your ${projectName} code: ${code}`,
    verify(u, method_id) {
      const e = u.emails.find((x) => x.email_id === method_id);
      if (!e) return null;
      e.verified = true;
      markPasswordless(u);
      return { email_factor: { email_id: e.email_id, email_address: e.email } };
    },
  },
};

const otpKey = (method_id: string) => `otp:${method_id}`;

function otpMinutes(req: Req): number {
  const minutes = req.body.expiration_minutes ?? req.project.otp.expiration_minutes;
  if (minutes < 1 || minutes > 10) throw fail('invalid_expiration', 'OTP expiration must be 1 to 10 minutes.');
  return minutes;
}

/** Sends a code for the value; `pendingOnly`: a value the user does not hold stays off the user until its code is right. */
function sendCode(req: Req, channel: Channel, user: UserDoc, pendingOnly = false) {
  const c = CHANNELS[channel];
  const value: string = req.body[c.field];
  const minutes = otpMinutes(req);
  const held = pendingOnly ? c.held(user, value) : c.ensure(user, value);
  const method_id = held?.id ?? id(channel === 'email' ? 'email' : 'phone-number');
  const pending = held ? undefined : value;
  saveUser(req.emu, user);
  const code = sixDigits();
  issueToken<OtpRecord>(
    req.emu,
    req.project,
    'otp',
    { user_id: user.user_id, method_id, channel, code, attempts: 0, ...(pending && { pending }) },
    minutes,
    otpKey(method_id),
  );
  const text = `Your ${req.project.project_name} code is ${code}. It expires in ${lifetime(minutes)}.`;
  deliver(req.emu, req.project, {
    channel,
    to: value,
    subject: c.subject(req.project.project_name, code),
    text,
    code,
  });
  return { user_id: user.user_id, method_id, [c.idField]: method_id };
}

const endpointsFor = (channel: Channel): Endpoint[] => {
  const c = CHANNELS[channel];
  const common = {
    vertical: 'CONSUMER',
    product: 'otps',
    rateLimit: c.field,
  } as const;
  const [loginOrCreate, primary, secondary] = c.routes;
  return [
    {
      ...common,
      route: loginOrCreate,
      handle(req) {
        const existing = c.find(req.emu, req.project, req.body[c.field]);
        otpMinutes(req);
        const user = existing ?? newUser(req.emu, req.project);
        return { ...sendCode(req, channel, user), user_created: !existing };
      },
    },
    {
      ...common,
      route: primary,
      handle(req) {
        const user = c.find(req.emu, req.project, req.body[c.field]);
        if (!user) throw fail(c.notFound);
        return sendCode(req, channel, user);
      },
    },
    {
      ...common,
      route: secondary,
      bodyOf: primary,
      auth: 'session',
      handle(req) {
        // A code to an address the user holds confirms it (a step-up); a new one adds a factor.
        const user = sessionUser(req);
        if (!c.held(user, req.body[c.field])) secured(req, user);
        const owner = c.find(req.emu, req.project, req.body[c.field]);
        if (owner && owner.user_id !== user.user_id) throw fail(c.takenError, 'It belongs to another user.');
        return sendCode(req, channel, user, true);
      },
    },
  ];
};

const authenticate: Endpoint = {
  route: r.otpAuthenticate,
  vertical: 'CONSUMER',
  product: 'otps',
  handle(req) {
    const key = otpKey(req.body.method_id);
    const rec = checkCode<OtpRecord>(req, 'otp', key, req.body.token, (r) => r.user_id);
    const user = getUser(req.emu, req.project, rec.user_id);
    if (!user) throw fail('otp_code_not_found');
    if (rec.pending) {
      // Taken by another user since the send: refused as the send would have been.
      const owner = CHANNELS[rec.channel].find(req.emu, req.project, rec.pending);
      if (owner && owner.user_id !== user.user_id) throw fail(CHANNELS[rec.channel].takenError, 'It belongs to another user.');
      if (!owner) CHANNELS[rec.channel].attach(user, rec.pending, rec.method_id);
    }
    const extra = CHANNELS[rec.channel].verify(user, rec.method_id);
    if (!extra) throw fail('otp_code_not_found');
    return authAnswer(req, user, factor(req, 'otp', rec.channel, extra), req.body.session_duration_minutes, { method_id: rec.method_id });
  },
};

export default feature({ endpoints: [...endpointsFor('sms'), ...endpointsFor('whatsapp'), ...endpointsFor('email'), authenticate] });
