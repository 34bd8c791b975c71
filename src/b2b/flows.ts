// The effects of the organization widget: each user intent calls the headless client, then feeds
// the answer to the state machine (machine.ts). Inline problems come back as a message string for
// the screen to show; screen-level failures dispatch the Error screen. Every failure also goes to
// the host's onError.
import { signal } from '../ui/signal';
import type { B2BAuthResponse, DiscoveredOrganization, Organization } from '../wire/types';
import type { T } from '../ui/text';
import { clock } from '../ui/clock';
import { emit as emitTo, reportError } from '../ui/events';
import { type Callbacks, providerList, sessionMinutes, type StytchB2BUIConfig, type WidgetClient } from './config';
import { EMAIL_SEND_ERRORS, errorType, isBlocked } from './errors';
import { mfaChunk, oneTapChunk, resetChunk, ssoChunk, stepsChunk } from './chunks';
import { type Action, initialState, reduce, type State } from './machine';
import {
  DISCOVERY_TOKENS,
  filterProducts,
  matchSlug,
  method,
  orgAllowedMethods,
  type OAuthProviderType,
  tokenCall,
} from './rules';

/**
 * Host events per client call (names as in the official SDK's StytchEventType): the main bundle's
 * calls; the intents in lazy chunks add theirs with addEvents() as their module loads.
 */
export const EVENTS: Record<string, string> = {
  'magicLinks.email.loginOrSignup': 'B2B_MAGIC_LINK_EMAIL_LOGIN_OR_SIGNUP',
  'magicLinks.email.discovery.send': 'B2B_MAGIC_LINK_EMAIL_DISCOVERY_SEND',
  'magicLinks.authenticate': 'B2B_MAGIC_LINK_AUTHENTICATE',
  'magicLinks.discovery.authenticate': 'B2B_MAGIC_LINK_DISCOVERY_AUTHENTICATE',
  'otps.email.loginOrSignup': 'B2B_OTP_EMAIL_LOGIN_OR_SIGNUP',
  'otps.email.discovery.send': 'B2B_OTP_EMAIL_DISCOVERY_SEND',
  'oauth.authenticate': 'B2B_OAUTH_AUTHENTICATE',
  'oauth.discovery.authenticate': 'B2B_OAUTH_DISCOVERY_AUTHENTICATE',
  'sso.start': 'B2B_SSO_START',
  'sso.authenticate': 'B2B_SSO_AUTHENTICATE',
  'organization.getBySlug': 'B2B_ORGANIZATIONS_GET_BY_SLUG',
  'searchManager.searchMember': 'B2B_SEARCH_MEMBER',
  'impersonation.authenticate': 'B2B_IMPERSONATION_AUTHENTICATE',
};

/** A lazy chunk's client calls and their host events (the chunk's module calls this as it loads). */
export const addEvents = (events: Record<string, string>) => void Object.assign(EVENTS, events);

const TOKEN_PARAMS = ['token', 'stytch_token_type', 'stytch_redirect_type'];

export interface PhoneEntry {
  /** E.164, sent as mfa_phone_number. */
  e164: string;
  countryCode: string;
  phoneNumber: string;
  /** Shown on SMSOTPEntry. */
  formatted: string;
}

export type Widget = ReturnType<typeof createB2BWidget>;

/** What the lazily loaded intents (stepFlows.ts, mfaFlows.ts, resetFlows.ts, ssoFlows.ts, oneTapFlow.ts) use of the widget's internals. */
export interface FlowCtx {
  client: WidgetClient;
  config: StytchB2BUIConfig;
  s: () => State;
  dispatch: (a: Action) => void;
  run: <R = any>(path: string, ...args: unknown[]) => Promise<R>;
  t: T;
  now: () => number;
  minutes: () => number | undefined;
  pw: () => NonNullable<StytchB2BUIConfig['passwordOptions']>;
  orgId: () => string;
  discoveryFlow: () => boolean;
  primary: (resp: B2BAuthResponse, toReset?: boolean) => void;
  discovered: (email: string, orgs: DiscoveredOrganization[]) => Promise<unknown>;
  canCreateOrganization: () => boolean;
  removeTokenParams: () => void;
  startSSO: (connection_id: string) => Promise<unknown>;
  report: (e: unknown) => void;
  nonMemberReset: (email: string) => Promise<string | void>;
}

export function createB2BWidget(client: WidgetClient, initialConfig: StytchB2BUIConfig, callbacks: Callbacks, text: T) {
  /** A copy the host's later mounts update in place (the flow's state survives a re-mount). */
  const config = { ...initialConfig };
  /** The mounted widget's text function (catalogue + the host's strings); the root keeps it current. */
  const t: T = (key, vars) => text(key, vars);
  const state = signal<State>(initialState(config.authFlowType === 'Discovery' ? 'Discovery' : config.authFlowType));
  const dispatch = (a: Action) => (state.value = reduce(state.value, a));
  const s = () => state.value;
  const now = () => clock.now();
  const emit = (type: string, data: unknown = {}) => emitTo(callbacks, type, data);
  const report = (e: unknown) => reportError(callbacks, e);
  /** A later mount's config and callbacks replace these, keeping the flow's state. */
  function update(next: StytchB2BUIConfig, nextCallbacks: Callbacks) {
    for (const k of Object.keys(config)) delete (config as Record<string, unknown>)[k];
    Object.assign(config, next);
    callbacks = nextCallbacks;
  }
  const discoveryFlow = () => s().flow.type === 'Discovery';
  const org = () => s().flow.organization;
  const orgId = () => org()?.organization_id as string;
  const minutes = () => sessionMinutes(config);
  const pw = () => config.passwordOptions ?? {};

  /** Calls `path` on the client and emits its event; failures reach onError and rethrow. */
  async function run<R = any>(path: string, ...args: unknown[]): Promise<R> {
    try {
      const r = await (method(client, path) as (...a: unknown[]) => Promise<R>)(...args);
      if (EVENTS[path]) emit(EVENTS[path], r);
      return r;
    } catch (e) {
      report(e);
      throw e;
    }
  }

  /** The products Main offers now: configured, filtered by the allowed primary methods (section 5). */
  function products() {
    return filterProducts(config.products ?? [], providerList(config), s().primary.methods ?? orgAllowedMethods(org()));
  }

  const canCreateOrganization = () => client.bootstrap.getSync().createOrganizationEnabled && !config.disableCreateOrganization;

  // Primary authentication success (section 4): the machine decides the next screen.
  function primary(resp: B2BAuthResponse, toReset = false) {
    dispatch({ type: 'primarySuccess', resp, now: now(), include: config.mfaProductInclude, toReset });
  }

  const removeTokenParams = () => {
    const url = new URL(window.location.href);
    TOKEN_PARAMS.forEach((p) => url.searchParams.delete(p));
    window.history.replaceState(window.history.state, '', url.toString());
  };

  async function load() {
    const q = new URL(window.location.href).searchParams;
    const token = q.get('token');
    const tokenType = q.get('stytch_token_type') || '';
    const toReset = q.get('stytch_redirect_type') === 'reset_password';
    // The password-reset flow and a password/discovery reset link open the reset form; no token login.
    if (config.authFlowType === 'PasswordReset' || (toReset && token && tokenType !== 'multi_tenant_magic_links')) {
      if (token) dispatch({ type: 'setReset', token, tokenType });
      dispatch({ type: 'transition', screen: 'PasswordResetForm' });
      return;
    }
    const orgFlow = config.authFlowType === 'Organization';
    const slug = orgFlow ? config.organizationSlug || matchSlug((await client.bootstrap.getAsync())?.slugPattern, window.location.href) : null;
    if (token && tokenType) {
      await authenticateToken(token, tokenType, toReset, !orgFlow || !!slug);
      // A failed link in the organization flow: fetch the organization behind the Error screen, for Back.
      if (orgFlow && slug && !org() && s().screen === 'Error') await fetchOrganization(slug, true);
      return;
    }
    if (!orgFlow) return;
    if (!slug) return dispatch({ type: 'error', errorType: 'organization', canGoBack: false });
    await fetchOrganization(slug, false);
  }

  async function fetchOrganization(slug: string, quiet: boolean) {
    if (!quiet) dispatch({ type: 'loading', on: true });
    try {
      const { organization } = await run<{ organization: Organization | null }>('organization.getBySlug', { organization_slug: slug });
      if (organization) dispatch({ type: 'setOrganization', organization });
      if (quiet) return;
      if (!organization) return dispatch({ type: 'error', errorType: 'organization', canGoBack: false });
      dispatch({ type: 'loading', on: false });
    } catch (e) {
      if (!quiet) dispatch({ type: 'error', errorType: isBlocked(e) ? 'adBlocker' : 'organization', canGoBack: false });
    }
  }

  /** Token-type dispatch (section 4); an unknown type is an assertion failure (reported, Error screen). */
  async function authenticateToken(token: string, tokenType: string, toReset: boolean, canGoBack = true) {
    const magic = tokenType === 'multi_tenant_magic_links' || tokenType === 'discovery';
    const fail = (e: unknown) =>
      dispatch({ type: 'error', errorType: isBlocked(e) ? 'adBlocker' : toReset ? 'resetMagicLink' : magic ? 'emailMagicLink' : 'default', canGoBack });
    let call: ReturnType<typeof tokenCall>;
    try {
      call = tokenCall(tokenType);
    } catch (e) {
      report(e);
      removeTokenParams();
      return fail(e);
    }
    const [path, field, timed] = call;
    dispatch({ type: 'loading', on: true });
    try {
      const resp = await run(path, timed ? { [field]: token, session_duration_minutes: minutes() } : { [field]: token });
      if (DISCOVERY_TOKENS.includes(tokenType as any)) await discovered(resp.email_address, resp.discovered_organizations);
      else primary(resp, toReset);
    } catch (e) {
      fail(e);
    } finally {
      removeTokenParams();
    }
  }

  /** Inline message for a failed email send (section 8). */
  function emailSendProblem(e: unknown, email: string): string {
    const key = EMAIL_SEND_ERRORS[errorType(e)] ?? 'err.emailSend';
    return t(key, { email, organization: org()?.organization_name ?? '' });
  }

  async function sendMagicLink(email: string): Promise<string | void> {
    const o = config.emailMagicLinksOptions ?? {};
    try {
      if (discoveryFlow())
        await run('magicLinks.email.discovery.send', { email_address: email, discovery_redirect_url: o.discoveryRedirectURL, login_template_id: o.loginTemplateId });
      else
        await run('magicLinks.email.loginOrSignup', {
          email_address: email,
          organization_id: orgId(),
          login_redirect_url: o.loginRedirectURL,
          signup_redirect_url: o.signupRedirectURL,
          login_template_id: o.loginTemplateId,
          signup_template_id: o.signupTemplateId,
        });
      dispatch({ type: 'setEmail', email });
      if (s().screen !== 'EmailConfirmation') dispatch({ type: 'transition', screen: 'EmailConfirmation', push: true });
    } catch (e) {
      return emailSendProblem(e, email);
    }
  }

  async function sendEmailOtp(email: string): Promise<string | void> {
    const o = config.emailOtpOptions ?? {};
    try {
      if (discoveryFlow()) await run('otps.email.discovery.send', { email_address: email, login_template_id: o.loginTemplateId });
      else
        await run('otps.email.loginOrSignup', {
          email_address: email,
          organization_id: orgId(),
          login_template_id: o.loginTemplateId,
          signup_template_id: o.signupTemplateId,
        });
      dispatch({ type: 'setEmail', email });
      dispatch({ type: 'emailOtpSent', now: now() });
    } catch (e) {
      return emailSendProblem(e, email);
    }
  }

  /** Main's email form: both email products -> the choice screen; else the one configured. */
  async function submitEmail(email: string): Promise<string | void> {
    const p = products().products;
    dispatch({ type: 'setEmail', email });
    const link = p.includes('emailMagicLinks');
    const code = p.includes('emailOtp');
    if (link && code) return void dispatch({ type: 'transition', screen: 'EmailMethodSelection', push: true });
    return code ? sendEmailOtp(email) : sendMagicLink(email);
  }

  async function startOAuth(type: OAuthProviderType) {
    const c = config.oauthOptions ?? { providers: [] };
    const p = providerList(config).find((x) => x.type === type) ?? { type };
    const provider_params: Record<string, string> = { ...c.providerParams, ...p.providerParams };
    const email = s().primary.email || s().form.email;
    // A login hint for Google and Microsoft when the email is known and none is configured.
    if ((type === 'google' || type === 'microsoft') && email && !provider_params.login_hint) provider_params.login_hint = email;
    const custom_scopes = p.customScopes ?? c.customScopes;
    const params = Object.keys(provider_params).length ? provider_params : undefined;
    if (discoveryFlow()) return run(`oauth.${type}.discovery.start`, { discovery_redirect_url: c.discoveryRedirectURL, custom_scopes, provider_params: params });
    return run(`oauth.${type}.start`, {
      organization_id: orgId(),
      login_redirect_url: c.loginRedirectURL,
      signup_redirect_url: c.signupRedirectURL,
      custom_scopes,
      provider_params: params,
    });
  }

  const startSSO = (connection_id: string) =>
    run('sso.start', { connection_id, login_redirect_url: config.ssoOptions?.loginRedirectURL, signup_redirect_url: config.ssoOptions?.signupRedirectURL });

  // Intents of the screens that load on first use live with them (stepFlows.ts, mfaFlows.ts,
  // resetFlows.ts, ssoFlows.ts, oneTapFlow.ts in their chunks); the widget keeps the same methods,
  // which load them first. A chunk that cannot load goes to onError and answers as a failed call
  // does: the inline default message (and `failed()`, when the caller needs more).
  const lazyIntents =
    <M, F>(chunk: () => Promise<M>, make: (m: M) => F) =>
    <R>(use: (f: F) => Promise<R>, failed?: () => void) =>
      chunk().then(
        (m) => use(make(m)),
        (e) => (report(e), failed?.(), t('err.default')),
      );
  const stepIntents = lazyIntents(stepsChunk, (m) => m.stepFlows(ctx));
  /**
   * Discovery answer (the list, direct login or create): the Discovery screen's chunk handles it. Its
   * token or reset is already spent when the chunk cannot load: the default Error screen, not the link's.
   */
  const discovered = (email: string, orgs: DiscoveredOrganization[]) =>
    stepIntents((f) => f.discovered(email, orgs), () => dispatch({ type: 'error', errorType: 'default', canGoBack: true }));
  const selectOrganization = (d: DiscoveredOrganization) => stepIntents((f) => f.selectOrganization(d));
  const createOrganization = () => stepIntents((f) => f.createOrganization());
  const nonMemberReset = (email: string) => stepIntents((f) => f.nonMemberReset(email));
  const ctx: FlowCtx = { client, config, s, dispatch, run, t, now, minutes, pw, orgId, discoveryFlow, primary, discovered, canCreateOrganization, removeTokenParams, startSSO, nonMemberReset, report };
  const mfaIntents = lazyIntents(mfaChunk, (m) => m.mfaFlows(ctx));
  const resetIntents = lazyIntents(resetChunk, (m) => m.resetFlows(ctx));
  const oneTapIntents = lazyIntents(oneTapChunk, (m) => m.oneTapFlow(ctx));
  const ssoIntents = lazyIntents(ssoChunk, (m) => m.ssoFlows(ctx));

  return {
    state,
    dispatch,
    config,
    client,
    t,
    setText: (next: T) => void (text = next),
    update,
    emit,
    report,
    products,
    canCreateOrganization,
    load,
    authenticateToken,
    submitEmail,
    sendMagicLink,
    sendEmailOtp,
    authenticateEmailOtp: (code: string) => stepIntents((f) => f.authenticateEmailOtp(code)),
    startOAuth,
    startOneTap: (parentId: string) => oneTapIntents((f) => f.startOneTap(parentId)),
    startSSO,
    discoverSSO: (email: string) => ssoIntents((f) => f.discoverSSO(email)),
    ssoSlugLookup: (slug: string) => ssoIntents((f) => f.ssoSlugLookup(slug)),
    passwordLogin: (email: string, password: string) => stepIntents((f) => f.passwordLogin(email, password)),
    passwordEmailLookup: (email: string) => stepIntents((f) => f.passwordEmailLookup(email)),
    forgotPassword: (email: string) => resetIntents((f) => f.forgotPassword(email)),
    resetPassword: (password: string) => resetIntents((f) => f.resetPassword(password)),
    selectOrganization,
    createOrganization,
    sendSms: (phone?: PhoneEntry) => mfaIntents((f) => f.sendSms(phone)),
    authenticateSms: (code: string) => mfaIntents((f) => f.authenticateSms(code)),
    createTotp: () => mfaIntents((f) => f.createTotp()),
    authenticateTotp: (code: string) => mfaIntents((f) => f.authenticateTotp(code)),
    recover: (code: string) => mfaIntents((f) => f.recover(code)),
  };
}
