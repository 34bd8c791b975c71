// The one state machine of the organization (B2B) widget: every transition of B2B spec section 4
// is a case of reduce() here or of one of its halves, which lazy chunks bring: reduceSteps() in
// machine-steps.ts (what only follows a first step: the discovery list, an email code sent, a primary
// success; the steps chunk, whose intents join it to the widget's store as they dispatch) and, for the
// second factor, reduceMfa() in machine-mfa.ts (the MFA chunk: its screen MFALoad hands it to the
// widget once that chunk is in). Pure: time comes in on the action, effects live in intents/*.ts.
import type { AuthMethod, B2BAuthResponse, DiscoveredOrganization, MfaMethod, Organization, SSOConnection } from '../wire/types';
import type { ErrorType } from './errors';

export type Screen =
  | 'Main'
  | 'EmailConfirmation'
  | 'LoggedIn'
  | 'Discovery'
  | 'Error'
  | 'PasswordEmailForm'
  | 'PasswordAuthenticate'
  | 'PasswordResetForm'
  | 'PasswordResetVerifyConfirmation'
  | 'PasswordForgotForm'
  | 'PasswordSetNewConfirmation'
  | 'MFALoad'
  | 'MFAEnrollmentSelection'
  | 'SMSOTPEnrollment'
  | 'SMSOTPEntry'
  | 'RecoveryCodeEntry'
  | 'RecoveryCodeSave'
  | 'TOTPEnrollmentQRCode'
  | 'TOTPEnrollmentManual'
  | 'TOTPEntry'
  | 'EmailMethodSelection'
  | 'EmailOTPEntry'
  | 'SSODiscoveryEmail'
  | 'SSODiscoveryFallback'
  | 'SSODiscoveryMenu'
  | 'IDPConsent';

export type FlowType = 'Organization' | 'Discovery' | 'PasswordReset';

export interface SmsState {
  isSending: boolean;
  sendError: unknown;
  codeExpiration: number | null;
  formattedDestination: string | null;
  /** The number an enrollment sent to (its region too, so Back shows it as typed). */
  enrolledNumber: { country: string; countryCode: string; phoneNumber: string } | null;
}

export interface TotpState {
  isCreating: boolean;
  createError: unknown;
  /** Who the pending or finished enrollment is for (stale answers are dropped). */
  memberId: string | null;
  organizationId: string | null;
  secret: string;
  qrCode: string;
  recoveryCodes: string[];
  method: 'qr' | 'manual';
}

export interface MfaPrimaryInfo {
  memberId: string;
  organizationId: string;
  memberPhoneNumber: string | null;
  enrolledMfaMethods: MfaMethod[];
  organizationMfaOptionsSupported: MfaMethod[];
}

export interface MfaState {
  primaryInfo: MfaPrimaryInfo | null;
  isEnrolling: boolean;
  postAuthScreen: Screen;
  sms: SmsState;
  totp: TotpState;
}

export interface State {
  screen: Screen;
  history: Screen[];
  /** An authentication (or organization fetch) is running: the loading view shows. */
  loading: boolean;
  flow: { type: FlowType; organization: Organization | null };
  form: {
    email: string;
    otpExpiry: number | null;
    discovery: { email: string; orgs: DiscoveredOrganization[] };
    passwordEmail: string;
    ssoConnections: SSOConnection[];
  };
  /** First-factor info: allowed primary methods (null: not restricted), member email, verified. */
  primary: { methods: AuthMethod[] | null; email: string | null; verified: boolean };
  /** The second factor under way: set by the MFA half (machine-mfa.ts) on a primary success that needs one, null otherwise. */
  mfa: MfaState | null;
  error: { type: ErrorType; canGoBack: boolean; vars?: Record<string, string> } | null;
  /** The password-reset token from the address (PasswordResetForm). */
  reset: { token: string; tokenType: string } | null;
  /** A primary success that waits on screen MFALoad for the MFA chunk (the machine's MFA half). */
  pending: PrimarySuccess | null;
}

/** The page address's redirect link (read where the widget is created, and by load()). */
export interface Link {
  token: string;
  tokenType: string;
  /** stytch_redirect_type=reset_password */
  toReset: boolean;
}

/**
 * What the link starts (spec sections 2, 4): a member magic link is authenticated on load, also in
 * the reset flow (the link a non-member's reset sends: its session is what the reset form then sets
 * a password by, as the primary success goes to PasswordResetForm for it); otherwise the reset flow,
 * or a reset link, opens the reset form (no token login); another token is authenticated on load.
 */
export const linkStart = (type: FlowType, l: Link) =>
  l.token && l.tokenType === 'multi_tenant_magic_links'
    ? 'token'
    : type === 'PasswordReset' || (l.toReset && l.token)
      ? 'reset'
      : l.token && l.tokenType && 'token';

/** The first state: from the link, so the first render is already the reset form, or the loading view. */
export function initialState(type: FlowType, organization: Organization | null = null, link?: Link): State {
  const start = link && linkStart(type, link);
  return {
    screen: start === 'reset' ? 'PasswordResetForm' : 'Main',
    history: [],
    loading: start === 'token',
    flow: { type, organization },
    form: { email: '', otpExpiry: null, discovery: { email: '', orgs: [] }, passwordEmail: '', ssoConnections: [] },
    primary: { methods: null, email: null, verified: false },
    mfa: null,
    error: null,
    reset: start === 'reset' && link?.token ? { token: link.token, tokenType: link.tokenType } : null,
    pending: null,
  };
}

export type Action =
  | { type: 'transition'; screen: Screen; push?: boolean }
  | { type: 'back' }
  | { type: 'error'; errorType: ErrorType; canGoBack: boolean; vars?: Record<string, string> }
  | { type: 'loading'; on: boolean }
  | { type: 'setEmail'; email: string }
  | { type: 'setOrganization'; organization: Organization }
  | { type: 'ssoDiscovery'; connections: SSOConnection[] }
  /** 'Use a password instead': `email`, what was typed in Main's email field, carries over. */
  | { type: 'usePassword'; email?: string }
  | StepsAction
  | MfaAction;

/** The steps half's actions: machine-steps.ts reduces them. */
export type StepsAction =
  | { type: 'setDiscovery'; email: string; orgs: DiscoveredOrganization[] }
  | { type: 'selectDiscovered'; discovered: DiscoveredOrganization }
  | { type: 'emailOtpSent'; now: number }
  | PrimarySuccess;

export type PrimarySuccess = { type: 'primarySuccess'; resp: B2BAuthResponse; now: number; include?: MfaMethod[]; toReset?: boolean };

/** The second factor's actions: machine-mfa.ts reduces them. */
export type MfaAction =
  | { type: 'smsSending' }
  /** `stay`: the user left the screen that sent (the code is pending; no one is moved to enter it). */
  | { type: 'smsSent'; now: number; destination: string; number?: SmsState['enrolledNumber']; stay?: boolean }
  | { type: 'smsFailed'; now: number; error: unknown }
  | { type: 'totpCreating' }
  | { type: 'totpCreated'; memberId: string; organizationId: string; secret: string; qrCode: string; recoveryCodes: string[] }
  | { type: 'totpFailed'; error: unknown }
  | { type: 'totpShowCode'; method: 'qr' | 'manual' }
  | { type: 'totpAuthenticated' }
  | { type: 'mfaSuccess' }
  | { type: 'recoveryCodesSaved' };

/** The MFA half of the machine (machine-mfa.ts reduceMfa): a primary success that needs a second factor, and MFA actions. */
export type MfaPart = (s: State, a: PrimarySuccess | MfaAction) => State;
/** The steps half of the machine (machine-steps.ts reduceSteps); a primary success that needs a second factor goes on to the MFA half. */
export type StepsPart = (s: State, a: StepsAction, mfa?: MfaPart) => State;
/** The halves a widget's store has (each joins it as its chunk's code first needs it). */
export interface Halves {
  steps?: StepsPart;
  mfa?: MfaPart;
}

/** Main is the root: a plain transition to it clears the history. */
export const go = (s: State, screen: Screen, push = false): State => ({
  ...s,
  screen,
  history: push ? [...s.history, s.screen] : screen === 'Main' ? [] : s.history,
  loading: false,
});

export const toError = (s: State, errorType: ErrorType, canGoBack: boolean, vars?: Record<string, string>): State => ({
  ...go(s, 'Error'),
  error: { type: errorType, canGoBack, vars },
});

/** Without the half an action belongs to (its chunk not in yet) the action is unknown: undefined, which the store throws on. */
export function reduce(s: State, a: Action, halves: Halves = {}): State | undefined {
  switch (a.type) {
    case 'transition':
      return go(s, a.screen, a.push);
    case 'back':
      // The Error screen's back arrow returns to Main.
      if (s.screen === 'Error' || !s.history.length) return { ...go(s, 'Main'), error: null };
      return { ...go(s, s.history[s.history.length - 1]), history: s.history.slice(0, -1) };
    case 'error':
      return toError(s, a.errorType, a.canGoBack, a.vars);
    case 'loading':
      return { ...s, loading: a.on };
    case 'setEmail':
      return { ...s, form: { ...s.form, email: a.email, passwordEmail: a.email } };
    case 'setOrganization':
      // A known organization is the Organization flow's: the SSO fallback's slug lookup leaves
      // Discovery for the organization it found (section 4), whose Main shows its own methods.
      return { ...s, flow: { type: 'Organization', organization: a.organization } };
    case 'ssoDiscovery': {
      const next = { ...s, form: { ...s.form, ssoConnections: a.connections } };
      if (a.connections.length === 1) return next; // intents/sso.ts starts SSO directly
      return go(next, a.connections.length ? 'SSODiscoveryMenu' : 'SSODiscoveryFallback', true);
    }
    case 'usePassword': {
      const next = go(s, 'PasswordAuthenticate', true);
      return a.email ? { ...next, form: { ...next.form, passwordEmail: a.email } } : next;
    }
    case 'setDiscovery':
    case 'selectDiscovered':
    case 'emailOtpSent':
    case 'primarySuccess':
      return halves.steps?.(s, a, halves.mfa);
    default:
      return halves.mfa?.(s, a);
  }
}
