// Type tests, compiled (never run) by the `types` stage (tsc over test/): every line under a
// `@ts-expect-error` must fail to compile, or tsc reports the directive as unused. They pin the
// typed contracts of issue 16: mount options, `strings` keys, the widget's client and text.
import type { StytchB2BUIClient } from '../../src/b2b/StytchB2BUIClient';
import { StytchEventType as E } from '../../src/core/enums';
import type { StytchUIClient } from '../../src/consumer/StytchUIClient';
import { type B2BClient, call, type Widget } from '../../src/b2b/widget';
import type { ErrorKinds, ErrorScreenKey, ErrorType } from '../../src/b2b/errors';

declare const b2b: StytchB2BUIClient;
declare const consumer: StytchUIClient;
declare const w: Widget;

export function mountOptions() {
  const config = { authFlowType: 'Discovery', products: ['emailMagicLinks'] } as const;
  b2b.mount({ elementId: '#login', config: { ...config, products: [...config.products] } });
  // @ts-expect-error authFlowType is Organization, Discovery or PasswordReset
  b2b.mount({ elementId: '#login', config: { authFlowType: 'Org', products: [] } });
  // @ts-expect-error a product the widget does not know
  b2b.mount({ elementId: '#login', config: { authFlowType: 'Discovery', products: ['emailLinks'] } });
  // @ts-expect-error elementId is required
  b2b.mount({ config: { authFlowType: 'Discovery', products: [] } });
  // @ts-expect-error an OAuth provider the widget does not know
  b2b.mount({ elementId: '#l', config: { authFlowType: 'Discovery', products: ['oauth'], oauthOptions: { providers: ['gitlab'] } } });
}

export function stringsKeys() {
  const config = { authFlowType: 'Discovery' as const, products: [] };
  b2b.mount({
    elementId: '#l',
    config,
    strings: { 'main.discoveryTitle': 'Hi', 'otp.title': 'Code', 'ui.back': 'Back', 'ui.error.MyError': 'x' },
  });
  // @ts-expect-error a B2B key with a typo
  b2b.mount({ elementId: '#l', config, strings: { 'main.discoveryTitel': 'Hi' } });
  // @ts-expect-error a consumer-only key is not a B2B key
  b2b.mount({ elementId: '#l', config, strings: { 'main.tab.sms': 'Text' } });
  consumer.mountLogin({ elementId: '#l', strings: { 'main.title': 'Welcome', 'ui.or': 'or' } });
  // @ts-expect-error a consumer key with a typo
  consumer.mountLogin({ elementId: '#l', strings: { 'main.titel': 'Welcome' } });
}

export function widgetText() {
  w.t('main.orgTitle', { organization: 'Acme' });
  w.t('err.passcode'); // a key of a chunk's catalogue
  // @ts-expect-error a key no catalogue has
  w.t('main.orgTitel');
}

export async function clientContract() {
  // The real headless client is the widget's client: no cast.
  const client: B2BClient = b2b;
  await call(w, E.B2BTOTPCreate, (c) => c.totp.create({ organization_id: 'o', member_id: 'm' }));
  // @ts-expect-error a body field the client does not take
  await call(w, E.B2BTOTPCreate, (c) => c.totp.create({ organization_id: 'o', memberId: 'm' }));
  // @ts-expect-error a method the client does not have
  await call(w, null, (c) => c.totp.enroll());
  // @ts-expect-error an event name that is not the official one
  await call(w, 'B2B_TOTP_MADE_UP', (c) => c.totp.create({ organization_id: 'o', member_id: 'm' }));
  // @ts-expect-error a plain object is not the client
  const fake: B2BClient = { otps: {} };
  return [client, fake];
}

/** The wire contract (src/wire/fields.ts): a method's options and answer come from its Route. */
export async function wireDerivedTypes(c: import('../../src/core/consumer/client').StytchHeadlessClient) {
  const ok = await c.passwords.create({ email: 'a@b.co', password: 'pw', session_duration_minutes: 30 });
  const token: string = ok.session_token;
  // @ts-expect-error session_duration_minutes:number is a number
  c.passwords.create({ email: 'a@b.co', password: 'pw', session_duration_minutes: '30' });
  // @ts-expect-error email is required (no '?')
  c.passwords.create({ password: 'pw', session_duration_minutes: 30 });
  // @ts-expect-error the answer is typed (no any): it has no such field
  ok.no_such_field;
  return token;
}

/** The B2B Error screen shows `err.<kind>` from the main or its own (Error chunk's) catalogue only. */
export function errorScreenKinds(kind: ErrorType) {
  const shown: ErrorScreenKey = `err.${kind}`;
  // @ts-expect-error a kind whose message only the steps chunk has: the raw key would show while it is not in
  type Steps = ErrorKinds<'passwordLogin'>;
  // @ts-expect-error a kind whose message only the MFA chunk has
  const mfa: ErrorScreenKey = 'err.backupCode';
  return [shown, mfa, null as unknown as Steps];
}
