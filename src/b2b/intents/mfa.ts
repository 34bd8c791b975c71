// Second-factor intents (MFA chunk, featherlogin.b2b.mfa.js): SMS and TOTP codes, enrollment,
// recovery codes (section 4).
import { isLockedCode } from '../../ui/error-text';
import { errorType } from '../errors';
import { codeFailure, type CodeAnswer } from './code';
import { failure } from './failure';
import type { B2BKey } from '../text';
import { call, type Widget } from '../widget';
import { minutes, now, here } from './core';
import { StytchEventType as E } from '../../core/enums';
import { mfaOf } from '../machine-mfa';

export interface PhoneEntry {
  /** E.164, sent as mfa_phone_number. */
  e164: string;
  /** ISO region, e.g. 'GB'. */
  country: string;
  countryCode: string;
  phoneNumber: string;
  /** Shown on SMSOTPEntry. */
  formatted: string;
}

/** error_type of a failed SMS send -> message key (anything else: the server's message; section 8). */
const SMS_SEND_ERRORS: Record<string, B2BKey> = {
  invalid_phone_number: 'err.phone',
  duplicate_member_phone_number: 'err.duplicatePhone',
};

/** The member and organization of the pending second factor. */
const mfaIds = (w: Widget) => {
  const i = mfaOf(w.state.value).primaryInfo;
  return { member_id: i?.memberId ?? '', organization_id: i?.organizationId ?? '' };
};

export async function sendSms(w: Widget, phone?: PhoneEntry): Promise<string | void> {
  // The user may leave meanwhile ('Use an authenticator app', Back): the code is still pending, but
  // the answer moves no one and its failure shows nowhere.
  const still = here(w);
  w.dispatch({ type: 'smsSending' });
  try {
    await call(w, E.B2BSMSOTPSend, (c) => c.otps.sms.send({ ...mfaIds(w), mfa_phone_number: phone?.e164, ...w.config.smsOtpOptions }));
    // A resend goes where the last code went (an enrolment's new number), else to the member's number.
    const { sms, primaryInfo } = mfaOf(w.state.value);
    const destination = phone?.formatted ?? (sms.formattedDestination || primaryInfo?.memberPhoneNumber || '');
    const number = phone && { country: phone.country, countryCode: phone.countryCode, phoneNumber: phone.phoneNumber };
    w.dispatch({ type: 'smsSent', now: now(), destination, number, stay: !still() });
  } catch (e) {
    w.dispatch({ type: 'smsFailed', now: now(), error: e });
    if (!still()) return;
    const key = SMS_SEND_ERRORS[errorType(e)];
    return key ? w.t(key) : failure(w, e);
  }
}

export async function authenticateSms(w: Widget, code: string): Promise<CodeAnswer> {
  try {
    await call(w, E.B2BSMSOTPAuthenticate, (c) => c.otps.sms.authenticate({ ...mfaIds(w), code, session_duration_minutes: minutes(w) }));
    w.dispatch({ type: 'mfaSuccess' });
  } catch (e) {
    return codeFailure(w, e);
  }
}

/** Issued on entering enrollment; ignored while one runs or once this member has a secret. */
export async function createTotp(w: Widget): Promise<string | void> {
  const { totp, primaryInfo } = mfaOf(w.state.value);
  if (totp.isCreating || (totp.secret && totp.memberId === primaryInfo?.memberId)) return;
  w.dispatch({ type: 'totpCreating' });
  const ids = mfaIds(w);
  try {
    const r = await call(w, E.B2BTOTPCreate, (c) => c.totp.create(ids));
    w.dispatch({
      type: 'totpCreated',
      memberId: ids.member_id,
      organizationId: ids.organization_id,
      secret: r.secret,
      qrCode: r.qr_code,
      recoveryCodes: r.recovery_codes,
    });
  } catch (e) {
    w.dispatch({ type: 'totpFailed', error: e });
    return failure(w, e);
  }
}

export async function authenticateTotp(w: Widget, code: string): Promise<CodeAnswer> {
  try {
    await call(w, E.B2BTOTPAuthenticate, (c) => c.totp.authenticate({ ...mfaIds(w), code, session_duration_minutes: minutes(w) }));
    w.dispatch({ type: 'totpAuthenticated' });
  } catch (e) {
    // A lock holds every factor of the member (backup codes and texts too): no other way to offer, only to wait.
    return codeFailure(w, e, 'ui.errorType.user_lock_limit_reached');
  }
}

export async function recover(w: Widget, recovery_code: string): Promise<string | void> {
  try {
    await call(w, E.B2BRecoveryCodesRecover, (c) =>
      c.recoveryCodes.recover({ ...mfaIds(w), recovery_code, session_duration_minutes: minutes(w) }),
    );
    w.dispatch({ type: 'mfaSuccess' });
  } catch (e) {
    return w.t(isLockedCode(e) ? 'ui.errorType.user_lock_limit_reached' : 'err.backupCode');
  }
}
