// The MFA half of the B2B widget's state machine (machine.ts): the transitions of section 4 from a
// primary success that needs a second factor to the session (SMS and TOTP codes, enrollment,
// recovery codes). It lives in the MFA chunk, which is loaded before the first of them
// (screens/MFALoad.tsx); reduce() hands these actions to it. Pure, like the rest of the machine.
import type { B2BAuthResponse, MfaMethod, Organization } from '../wire/types';
import {
  go,
  type MfaAction,
  type MfaState,
  type MfaPrimaryInfo,
  type PrimarySuccess,
  type Screen,
  type SmsState,
  type State,
  type TotpState,
} from './machine';

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

/** The second factor's state, as the MFA screens and intents read it (a fresh one where none is under way). */
export const mfaOf = (s: State): MfaState => s.mfa ?? initialMfa();

export const SMS_VALIDITY_MS = 2 * 60_000;
/**
 * Every second factor in the spec's order ('Use an authenticator app', then 'Text me a code'), as
 * the official widget orders them: the selection screen's default order, and the order in which "the
 * first enrolled allowed method" is read.
 */
export const ALL_MFA: MfaMethod[] = ['totp', 'sms_otp'];

const mfaDone = (s: State): State => ({ ...go(s, mfaOf(s).postAuthScreen), history: [], mfa: null });
const withSms = (s: State, p: Partial<SmsState>, m = mfaOf(s)): State => ({ ...s, mfa: { ...m, sms: { ...m.sms, ...p } } });
const withTotp = (s: State, p: Partial<TotpState>, m = mfaOf(s)): State => ({ ...s, mfa: { ...m, totp: { ...m.totp, ...p } } });

export function reduceMfa(s: State, a: PrimarySuccess | MfaAction): State {
  switch (a.type) {
    case 'primarySuccess':
      return mfaRequired({ ...s, pending: null }, a);
    case 'smsSending':
      return withSms(s, { isSending: true, sendError: null });
    case 'smsSent': {
      const next = withSms(s, {
        isSending: false,
        sendError: null,
        codeExpiration: a.now + SMS_VALIDITY_MS,
        formattedDestination: a.destination,
        enrolledNumber: a.number ?? mfaOf(s).sms.enrolledNumber,
      });
      return s.screen === 'SMSOTPEntry' || a.stay ? next : go(next, 'SMSOTPEntry', true);
    }
    case 'smsFailed':
      // No pending code: an already-expired one, so the entry screen offers "Resend code".
      return withSms(s, { isSending: false, sendError: a.error, codeExpiration: mfaOf(s).sms.codeExpiration ?? a.now });
    case 'totpCreating': {
      const { primaryInfo: info, totp } = mfaOf(s);
      if (totp.isCreating || !info) return s;
      return withTotp(s, { ...initialTotp(), isCreating: true, memberId: info.memberId, organizationId: info.organizationId });
    }
    case 'totpCreated': {
      const info = mfaOf(s).primaryInfo;
      if (!info || info.memberId !== a.memberId || info.organizationId !== a.organizationId) return s; // stale answer
      return withTotp(s, { isCreating: false, createError: null, secret: a.secret, qrCode: a.qrCode, recoveryCodes: a.recoveryCodes });
    }
    case 'totpFailed':
      return withTotp(s, { isCreating: false, createError: a.error });
    case 'totpShowCode':
      return withTotp(go(s, a.method === 'manual' ? 'TOTPEnrollmentManual' : 'TOTPEnrollmentQRCode'), { method: a.method });
    case 'totpAuthenticated':
      return mfaOf(s).isEnrolling ? go(s, 'RecoveryCodeSave') : mfaDone(s);
    case 'mfaSuccess':
    case 'recoveryCodesSaved':
      return mfaDone(s);
  }
}

/**
 * The second factors the organization allows: its list when it restricts them; an empty list
 * restricts nothing (as the official widget reads it: else no factor could ever be enrolled).
 */
const orgAllowed = (org: Organization): MfaMethod[] =>
  org.mfa_methods === 'RESTRICTED' && org.allowed_mfa_methods.length ? org.allowed_mfa_methods : ALL_MFA;

/** The member's enrolled second factors, limited to what the organization allows. */
export function enrolledMethods(r: B2BAuthResponse): MfaMethod[] {
  const m = r.member;
  const opts = r.mfa_required?.member_options;
  const allowed = orgAllowed(r.organization);
  const has: Record<MfaMethod, unknown> = {
    totp: m.totp_registration_id || opts?.totp_registration_id,
    sms_otp: (m.mfa_phone_number && m.mfa_phone_number_verified) || opts?.mfa_phone_number,
  };
  return ALL_MFA.filter((x) => has[x] && allowed.includes(x));
}

/** Choice order: SMS if the server initiated it; the member's default if allowed and enrolled; the first enrolled (ALL_MFA's order). */
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

/** A primary success that needs a second factor: the chosen method's entry, or enrollment. */
function mfaRequired(s: State, a: PrimarySuccess): State {
  const r = a.resp;
  const org = r.organization;
  const member = r.member;
  const info: MfaPrimaryInfo = {
    memberId: member.member_id,
    organizationId: org.organization_id,
    memberPhoneNumber: member.mfa_phone_number || r.mfa_required?.member_options?.mfa_phone_number || null,
    enrolledMfaMethods: enrolledMethods(r),
    organizationMfaOptionsSupported: orgAllowed(org),
  };
  const mfa: MfaState = { ...initialMfa(a.toReset ? 'PasswordResetForm' : 'LoggedIn'), primaryInfo: info };
  const base: State = { ...s, flow: { ...s.flow, organization: org }, history: [], mfa };
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
  const enrolling = { ...base, mfa: { ...mfa, isEnrolling: true } };
  if (possible.length === 1) return go(enrolling, possible[0] === 'totp' ? 'TOTPEnrollmentQRCode' : 'SMSOTPEnrollment');
  return go(enrolling, 'MFAEnrollmentSelection');
}
