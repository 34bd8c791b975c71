// The one state machine of the organization (B2B) widget: every transition of B2B spec section 4
// is a case of reduce(). Pure: time comes in on the action, effects live in intents/*.ts.
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

export const SMS_VALIDITY_MS = 2 * 60_000;
export const EMAIL_OTP_VALIDITY_MS = 10 * 60_000;
export const ALL_MFA: MfaMethod[] = ['sms_otp', 'totp'];

export interface SmsState {
  isSending: boolean;
  sendError: unknown;
  codeExpiration: number | null;
  formattedDestination: string | null;
  enrolledNumber: { countryCode: string; phoneNumber: string } | null;
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
  mfa: MfaState;
  error: { type: ErrorType; canGoBack: boolean; vars?: Record<string, string> } | null;
  /** The password-reset token from the address (PasswordResetForm). */
  reset: { token: string; tokenType: string } | null;
}

const initialSms = (): SmsState => ({
  isSending: false,
  sendError: null,
  codeExpiration: null,
  formattedDestination: null,
  enrolledNumber: null,
});
const initialTotp = (): TotpState => ({
  isCreating: false,
  createError: null,
  memberId: null,
  organizationId: null,
  secret: '',
  qrCode: '',
  recoveryCodes: [],
  method: 'qr',
});
export const initialMfa = (postAuthScreen: Screen = 'LoggedIn'): MfaState => ({
  primaryInfo: null,
  isEnrolling: false,
  postAuthScreen,
  sms: initialSms(),
  totp: initialTotp(),
});

export function initialState(type: FlowType, organization: Organization | null = null, screen: Screen = 'Main'): State {
  return {
    screen,
    history: [],
    loading: false,
    flow: { type, organization },
    form: { email: '', otpExpiry: null, discovery: { email: '', orgs: [] }, passwordEmail: '', ssoConnections: [] },
    primary: { methods: null, email: null, verified: false },
    mfa: initialMfa(),
    error: null,
    reset: null,
  };
}

export type Action =
  | { type: 'transition'; screen: Screen; push?: boolean }
  | { type: 'back' }
  | { type: 'error'; errorType: ErrorType; canGoBack: boolean; vars?: Record<string, string> }
  | { type: 'loading'; on: boolean }
  | { type: 'setEmail'; email: string }
  | { type: 'setOrganization'; organization: Organization }
  | { type: 'setDiscovery'; email: string; orgs: DiscoveredOrganization[] }
  | { type: 'selectDiscovered'; discovered: DiscoveredOrganization }
  | { type: 'emailOtpSent'; now: number }
  | { type: 'ssoDiscovery'; connections: SSOConnection[] }
  | { type: 'usePassword' }
  | { type: 'setReset'; token: string; tokenType: string }
  | { type: 'primarySuccess'; resp: B2BAuthResponse; now: number; include?: MfaMethod[]; toReset?: boolean }
  | { type: 'smsSending' }
  | { type: 'smsSent'; now: number; destination: string; number?: SmsState['enrolledNumber'] }
  | { type: 'smsFailed'; now: number; error: unknown }
  | { type: 'totpCreating' }
  | { type: 'totpCreated'; memberId: string; organizationId: string; secret: string; qrCode: string; recoveryCodes: string[] }
  | { type: 'totpFailed'; error: unknown }
  | { type: 'totpShowCode'; method: 'qr' | 'manual' }
  | { type: 'totpAuthenticated' }
  | { type: 'mfaSuccess' }
  | { type: 'recoveryCodesSaved' };

/** Main is the root: a plain transition to it clears the history. */
const go = (s: State, screen: Screen, push = false): State => ({
  ...s,
  screen,
  history: push ? [...s.history, s.screen] : screen === 'Main' ? [] : s.history,
  loading: false,
});

const toError = (s: State, errorType: ErrorType, canGoBack: boolean, vars?: Record<string, string>): State => ({
  ...go(s, 'Error'),
  error: { type: errorType, canGoBack, vars },
});

const mfaDone = (s: State): State => ({ ...go(s, s.mfa.postAuthScreen), history: [], mfa: initialMfa() });

export function reduce(s: State, a: Action): State {
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
    case 'setDiscovery':
      return { ...go(s, 'Discovery'), history: [], form: { ...s.form, discovery: { email: a.email, orgs: a.orgs } } };
    case 'selectDiscovered': {
      const d = a.discovered;
      const methods = d.primary_required?.allowed_auth_methods ?? [];
      const next: State = {
        ...s,
        flow: { type: 'Organization', organization: d.organization },
        // Verified as the member's record says (Main's 'Verify your email' rule); no member yet: unverified.
        primary: { methods, email: s.form.discovery.email || null, verified: !!d.membership.member?.email_address_verified },
      };
      if (!methods.length) return toError(next, 'cannotJoinDueToAuthPolicy', true, { organization: d.organization.organization_name });
      return go(next, 'Main', true);
    }
    case 'emailOtpSent':
      // A resend stays on the entry screen with a fresh expiry.
      return { ...go(s, 'EmailOTPEntry', s.screen !== 'EmailOTPEntry'), form: { ...s.form, otpExpiry: a.now + EMAIL_OTP_VALIDITY_MS } };
    case 'ssoDiscovery': {
      const next = { ...s, form: { ...s.form, ssoConnections: a.connections } };
      if (a.connections.length === 1) return next; // intents/sso.ts starts SSO directly
      return go(next, a.connections.length ? 'SSODiscoveryMenu' : 'SSODiscoveryFallback', true);
    }
    case 'usePassword':
      return go(s, 'PasswordAuthenticate', true);
    case 'setReset':
      return { ...s, reset: { token: a.token, tokenType: a.tokenType } };
    case 'primarySuccess':
      return primarySuccess(s, a);
    case 'smsSending':
      return withSms(s, { isSending: true, sendError: null });
    case 'smsSent': {
      const next = withSms(s, {
        isSending: false,
        sendError: null,
        codeExpiration: a.now + SMS_VALIDITY_MS,
        formattedDestination: a.destination,
        enrolledNumber: a.number ?? s.mfa.sms.enrolledNumber,
      });
      return s.screen === 'SMSOTPEntry' ? next : go(next, 'SMSOTPEntry', true);
    }
    case 'smsFailed':
      // No pending code: an already-expired one, so the entry screen offers "Resend code".
      return withSms(s, { isSending: false, sendError: a.error, codeExpiration: s.mfa.sms.codeExpiration ?? a.now });
    case 'totpCreating': {
      const info = s.mfa.primaryInfo;
      if (s.mfa.totp.isCreating || !info) return s;
      return withTotp(s, { ...initialTotp(), isCreating: true, memberId: info.memberId, organizationId: info.organizationId });
    }
    case 'totpCreated': {
      const info = s.mfa.primaryInfo;
      if (!info || info.memberId !== a.memberId || info.organizationId !== a.organizationId) return s; // stale answer
      return withTotp(s, { isCreating: false, createError: null, secret: a.secret, qrCode: a.qrCode, recoveryCodes: a.recoveryCodes });
    }
    case 'totpFailed':
      return withTotp(s, { isCreating: false, createError: a.error });
    case 'totpShowCode':
      return withTotp(go(s, a.method === 'manual' ? 'TOTPEnrollmentManual' : 'TOTPEnrollmentQRCode'), { method: a.method });
    case 'totpAuthenticated':
      return s.mfa.isEnrolling ? go(s, 'RecoveryCodeSave') : mfaDone(s);
    case 'mfaSuccess':
    case 'recoveryCodesSaved':
      return mfaDone(s);
  }
}

const withSms = (s: State, p: Partial<SmsState>): State => ({ ...s, mfa: { ...s.mfa, sms: { ...s.mfa.sms, ...p } } });
const withTotp = (s: State, p: Partial<TotpState>): State => ({ ...s, mfa: { ...s.mfa, totp: { ...s.mfa.totp, ...p } } });

/** The member's enrolled second factors, limited to what the organization allows. */
export function enrolledMethods(r: B2BAuthResponse): MfaMethod[] {
  const m = r.member;
  const opts = r.mfa_required?.member_options;
  const allowed = r.organization.mfa_methods === 'RESTRICTED' ? r.organization.allowed_mfa_methods : ALL_MFA;
  const enrolled: MfaMethod[] = [];
  if ((m.mfa_phone_number && m.mfa_phone_number_verified) || opts?.mfa_phone_number) enrolled.push('sms_otp');
  if (m.totp_registration_id || opts?.totp_registration_id) enrolled.push('totp');
  return enrolled.filter((x) => allowed.includes(x));
}

/** Choice order: SMS if the server initiated it; the member's default if allowed and enrolled; the first enrolled. */
export function chooseMfa(r: B2BAuthResponse): MfaMethod | null {
  if (r.mfa_required?.secondary_auth_initiated === 'sms_otp') return 'sms_otp';
  const enrolled = enrolledMethods(r);
  const dflt = r.member.default_mfa_method;
  if (dflt && enrolled.includes(dflt)) return dflt;
  return enrolled[0] ?? null;
}

/** Methods a new enrollment may use: the organization's list, else the configured ones, else both. */
export function possibleEnrollment(org: Organization, include?: MfaMethod[]): MfaMethod[] {
  if (org.mfa_methods === 'RESTRICTED' && org.allowed_mfa_methods.length) return org.allowed_mfa_methods;
  return include?.length ? include : ALL_MFA;
}

function primarySuccess(s: State, a: Extract<Action, { type: 'primarySuccess' }>): State {
  const r = a.resp;
  const org = r.organization;
  const member = r.member;
  if (r.member_session) {
    return {
      ...go(s, a.toReset ? 'PasswordResetForm' : 'LoggedIn'),
      history: [],
      mfa: initialMfa(),
      flow: { ...s.flow, organization: org ?? s.flow.organization },
    };
  }
  if (r.primary_required) {
    const methods = r.primary_required.allowed_auth_methods.filter((m) => m !== 'password' || !!member?.member_password_id);
    const next: State = {
      ...s,
      flow: { type: 'Organization', organization: org },
      primary: { methods, email: member?.email_address ?? null, verified: !!member?.email_address_verified },
      form: { ...s.form, email: member?.email_address ?? s.form.email, passwordEmail: member?.email_address ?? s.form.passwordEmail },
    };
    if (!methods.length) return toError(next, 'cannotJoinDueToAuthPolicy', false, { organization: org.organization_name });
    return go(next, 'Main');
  }
  const enrolled = enrolledMethods(r);
  const info: MfaPrimaryInfo = {
    memberId: member.member_id,
    organizationId: org.organization_id,
    memberPhoneNumber: member.mfa_phone_number || r.mfa_required?.member_options?.mfa_phone_number || null,
    enrolledMfaMethods: enrolled,
    organizationMfaOptionsSupported: org.mfa_methods === 'RESTRICTED' ? org.allowed_mfa_methods : ALL_MFA,
  };
  const base: State = {
    ...s,
    flow: { ...s.flow, organization: org },
    history: [],
    mfa: { ...initialMfa(a.toReset ? 'PasswordResetForm' : 'LoggedIn'), primaryInfo: info },
  };
  const choice = chooseMfa(r);
  if (choice === 'sms_otp') {
    const initiated = r.mfa_required?.secondary_auth_initiated === 'sms_otp';
    return withSms(go(base, 'SMSOTPEntry'), {
      codeExpiration: initiated ? a.now + SMS_VALIDITY_MS : null,
      formattedDestination: info.memberPhoneNumber,
    });
  }
  if (choice === 'totp') return go(base, 'TOTPEntry');
  const possible = possibleEnrollment(org, a.include);
  const enrolling = { ...base, mfa: { ...base.mfa, isEnrolling: true } };
  if (possible.length === 1) return go(enrolling, possible[0] === 'totp' ? 'TOTPEnrollmentQRCode' : 'SMSOTPEnrollment');
  return go(enrolling, 'MFAEnrollmentSelection');
}
