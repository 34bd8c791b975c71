// Shared by the B2B widget tests: fixtures, a fake headless client that records calls and answers
// from a table, and a mount + DOM helpers.
import '../helpers/dom';
import { flush, submit, type } from '../helpers/kit';
import { clock } from '../../src/ui/clock';
import { mountWidget, unmountWidget } from '../../src/ui/mount';
import { makeT, uiText } from '../../src/ui/text';
import { B2BWidget } from '../../src/b2b/B2BWidget';
import type { StytchB2BUIConfig } from '../../src/b2b/config';
import { chunks } from '../../src/b2b/lazy';
import { type B2BClient, createWidget } from '../../src/b2b/widget';
import { type Action, reduce as reduceCore, type State } from '../../src/b2b/machine';
import { reduceMfa } from '../../src/b2b/machine-mfa';
import { reduceSteps } from '../../src/b2b/machine-steps';
import { b2bText } from '../../src/b2b/text';
import { mfaText, oneTapText, passwordFormText, resetText, ssoText, stepsText, errorScreenText } from '../../src/b2b/text-screens';
import { countdownText, otpText, passwordText, strengthText } from '../../src/ui/text-components';
import { member, org } from '../helpers/b2b-fixtures';
import type { B2BAuthResponse, DiscoveredOrganization, Organization } from '../../src/wire/types';

export const T0 = 1_700_000_000_000;

export { member, org } from '../helpers/b2b-fixtures';

export const auth = (r: Partial<B2BAuthResponse> = {}): B2BAuthResponse => ({
  status_code: 200,
  request_id: 'r',
  member_id: 'mem-1',
  member: member(),
  organization: org(),
  member_session: null,
  session_token: '',
  session_jwt: '',
  intermediate_session_token: 'ist',
  member_authenticated: false,
  mfa_required: null,
  primary_required: null,
  ...r,
});

export const session = {
  member_session_id: 's',
  member_id: 'mem-1',
  organization_id: 'org-1',
  started_at: '',
  last_accessed_at: '',
  expires_at: '',
  authentication_factors: [],
  roles: [],
};

export const discovered = (
  type: DiscoveredOrganization['membership']['type'],
  o: Partial<Organization> = {},
  primary: string[] | null = null,
): DiscoveredOrganization => ({
  organization: org(o),
  membership: { type, details: null, member: null },
  member_authenticated: false,
  primary_required: primary ? { allowed_auth_methods: primary as any } : null,
  mfa_required: null,
});

type Fn = (...args: never[]) => Promise<unknown>;
/** Every dotted path to an async method of the widget's client type ('otps.email.authenticate'). */
type Paths<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends Fn ? `${P}${K}` : T[K] extends object ? Paths<T[K], `${P}${K}.`> : never;
}[keyof T & string];
export type ClientPath = Paths<B2BClient>;

/** The calls the fake answers: a path the real client lacks is a compile error (and fake-client.test.ts checks them at run time). */
export const PATHS: ClientPath[] = [
  'magicLinks.email.loginOrSignup',
  'magicLinks.email.discovery.send',
  'magicLinks.authenticate',
  'magicLinks.discovery.authenticate',
  'otps.email.loginOrSignup',
  'otps.email.authenticate',
  'otps.email.discovery.send',
  'otps.email.discovery.authenticate',
  'otps.sms.send',
  'otps.sms.authenticate',
  'passwords.authenticate',
  'passwords.strengthCheck',
  'passwords.resetByEmailStart',
  'passwords.resetByEmail',
  'passwords.resetBySession',
  'passwords.discovery.authenticate',
  'passwords.discovery.resetByEmailStart',
  'passwords.discovery.resetByEmail',
  'oauth.authenticate',
  'oauth.discovery.authenticate',
  'sso.start',
  'sso.authenticate',
  'sso.discoverConnections',
  'discovery.organizations.list',
  'discovery.organizations.create',
  'discovery.intermediateSessions.exchange',
  'organization.getBySlug',
  'searchManager.searchMember',
  'totp.create',
  'totp.authenticate',
  'recoveryCodes.recover',
  'impersonation.authenticate',
  'session.revoke',
  'oauth.googleOneTap.start',
  'oauth.googleOneTap.submit',
  'oauth.googleOneTap.discovery.start',
  ...(['google', 'microsoft', 'hubspot', 'slack', 'github'] as const).flatMap(
    (p) => [`oauth.${p}.start`, `oauth.${p}.discovery.start`] as const,
  ),
];

export type Answers = Partial<Record<ClientPath, (...args: any[]) => any>>;

/** A client whose every call is recorded in `calls` and answered by `answers[path]` (default {}). */
export function fakeClient(answers: Answers = {}, boot: Record<string, unknown> = {}) {
  const calls: [ClientPath, ...any[]][] = [];
  const fake: any = {
    bootstrap: {
      getSync: () => ({
        slugPattern: null,
        createOrganizationEnabled: false,
        emailDomains: [],
        displayWatermark: false,
        projectName: 'Proj',
        passwordConfig: null,
        ...boot,
      }),
      peek: () => fake.bootstrap.getSync(),
      getAsync: async () => fake.bootstrap.getSync(),
      isSettled: () => false, // a first visit: the widget's first render comes before they arrive
    },
    session: { getSync: () => null },
    ctx: { publicToken: (boot.publicToken as string) ?? 'public-token-test-widget' },
  };
  for (const path of PATHS) {
    const parts = path.split('.');
    const name = parts.pop()!;
    let o = fake;
    for (const k of parts) o = o[k] ??= {};
    o[name] = async (...args: any[]) => {
      calls.push([path, ...args]);
      const a = answers[path];
      return a ? a(...args) : {};
    };
  }
  const called = (path: ClientPath) => calls.filter((c) => c[0] === path).map((c) => c[1]);
  const client: B2BClient = fake;
  return { client, calls, called, answers };
}

export const apiError = (error_type: string, error_message = 'server says no') =>
  Object.assign(new Error(error_message), { name: 'StytchAPIError', error_type, error_message, status_code: 400 });

export const t = makeT({
  ...uiText,
  ...otpText,
  ...countdownText,
  ...strengthText,
  ...passwordText,
  ...b2bText,
  ...stepsText,
  ...passwordFormText,
  ...resetText,
  ...ssoText,
  ...mfaText,
  ...oneTapText,
  ...errorScreenText,
});

/** The whole state machine (its steps and MFA halves in, as once their chunks have loaded); an unknown action throws. */
export function reduce(s: State, a: Action): State {
  const next = reduceCore(s, a, { steps: reduceSteps, mfa: reduceMfa });
  if (!next) throw new Error(`unknown action ${a.type}`);
  return next;
}

/**
 * A widget over a fake client (no DOM), with a fixed clock. Its machine has both halves already
 * (tests put it on MFA screens by dispatching); the chunks bringing them is tested in chunk-load.test.tsx.
 */
export function widget(config: Partial<StytchB2BUIConfig> = {}, answers: Answers = {}, boot: Record<string, unknown> = {}) {
  clock.now = () => T0;
  const fake = fakeClient(answers, boot);
  const events: { type: string; data: unknown }[] = [];
  const errors: unknown[] = [];
  const w = createWidget(
    fake.client,
    { authFlowType: 'Organization', products: ['emailMagicLinks'], ...config } as StytchB2BUIConfig,
    { onEvent: (e: { type: string; data: unknown }) => events.push(e), onError: (e: unknown) => errors.push(e) },
    t,
    chunks,
  );
  w.add({ steps: reduceSteps, mfa: reduceMfa });
  return { w, ...fake, events, errors, t };
}

export { flush, submit, type } from '../helpers/kit';

/** Mounts the widget on #app and waits for the load behaviour. */
export async function render(
  config: Partial<StytchB2BUIConfig> = {},
  answers: Answers = {},
  boot: Record<string, unknown> = {},
  shadow = false,
) {
  document.body.innerHTML = '<div id="app"></div>';
  const h = widget(config, answers, boot);
  mountWidget('#app', <B2BWidget widget={h.w} />, { text: b2bText, enableShadowDOM: shadow });
  await flush();
  const app = document.querySelector('#app')!;
  const root = (app.shadowRoot ?? app).lastElementChild as HTMLElement; // the widget's container, after its <style>
  return { ...h, root, text: () => (root.textContent || '').replace(/\s+/g, ' '), unmount: () => unmountWidget(root) };
}

export function setURL(url: string) {
  window.history.replaceState(null, '', url);
}

export function button(root: Element, label: string): HTMLButtonElement {
  const b = [...root.querySelectorAll('button')].find(
    (e) => (e.textContent || '').trim() === label || e.getAttribute('aria-label') === label,
  );
  if (!b) throw new Error(`no button "${label}" in: ${root.textContent}`);
  return b as HTMLButtonElement;
}

export function typeCode(root: Element, code: string) {
  const boxes = root.querySelectorAll('input[inputmode="numeric"], input[autocomplete="one-time-code"]');
  type(boxes[0], code);
}

/** Types into a field, lets the form see it, and submits the form. */
export async function enter(root: Element, input: Element | null, value: string, ticks = 4) {
  type(input, value);
  await flush();
  submit(root);
  await flush(ticks);
}
