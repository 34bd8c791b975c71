// The second-factor intents (SMS and TOTP codes, enrollment, recovery codes), loaded with the MFA
// screens (featherlogin.b2b.mfa.js); the widget's methods of the same names call them (flows.ts).
import { errorText } from '../ui/error-text';
import { errorType } from './errors';
import { addEvents, type FlowCtx, type PhoneEntry } from './flows';

addEvents({
  'otps.sms.send': 'B2B_SMS_OTP_SEND',
  'otps.sms.authenticate': 'B2B_SMS_OTP_AUTHENTICATE',
  'totp.create': 'B2B_TOTP_CREATE',
  'totp.authenticate': 'B2B_TOTP_AUTHENTICATE',
  'recoveryCodes.recover': 'B2B_RECOVERY_CODES_RECOVER',
});

/** error_type of a failed SMS send -> message key (anything else: the server's message; section 8). */
const SMS_SEND_ERRORS: Record<string, string> = {
  invalid_phone_number: 'err.phone',
  duplicate_member_phone_number: 'err.duplicatePhone',
};

/** The intents over the widget's internals (flows.ts hands them over). */
export function mfaFlows(c: FlowCtx) {
  const { s, dispatch, run, t, now, minutes } = c;
  // Second factor (section 4).
  const mfaIds = () => {
    const i = s().mfa.primaryInfo;
    return { member_id: i?.memberId as string, organization_id: i?.organizationId as string };
  };

  async function sendSms(phone?: PhoneEntry): Promise<string | void> {
    dispatch({ type: 'smsSending' });
    try {
      await run('otps.sms.send', { ...mfaIds(), mfa_phone_number: phone?.e164 });
      const destination = phone?.formatted ?? s().mfa.primaryInfo?.memberPhoneNumber ?? '';
      dispatch({ type: 'smsSent', now: now(), destination, number: phone && { countryCode: phone.countryCode, phoneNumber: phone.phoneNumber } });
    } catch (e) {
      dispatch({ type: 'smsFailed', now: now(), error: e });
      const key = SMS_SEND_ERRORS[errorType(e)];
      return key ? t(key) : errorText(e, t) || t('err.default');
    }
  }

  async function authenticateSms(code: string): Promise<string | void> {
    try {
      await run('otps.sms.authenticate', { ...mfaIds(), code, session_duration_minutes: minutes() });
      dispatch({ type: 'mfaSuccess' });
    } catch {
      return t('err.passcode');
    }
  }

  /** Issued on entering enrollment; ignored while one runs or once this member has a secret. */
  async function createTotp(): Promise<string | void> {
    const totp = s().mfa.totp;
    if (totp.isCreating || (totp.secret && totp.memberId === s().mfa.primaryInfo?.memberId)) return;
    dispatch({ type: 'totpCreating' });
    const ids = mfaIds();
    try {
      const r = await run('totp.create', ids);
      dispatch({ type: 'totpCreated', memberId: ids.member_id, organizationId: ids.organization_id, secret: r.secret, qrCode: r.qr_code, recoveryCodes: r.recovery_codes });
    } catch (e) {
      dispatch({ type: 'totpFailed', error: e });
      return errorText(e, t) || t('err.default');
    }
  }

  async function authenticateTotp(code: string): Promise<string | void> {
    try {
      await run('totp.authenticate', { ...mfaIds(), code, session_duration_minutes: minutes() });
      dispatch({ type: 'totpAuthenticated' });
    } catch {
      return t('err.passcode');
    }
  }

  async function recover(recovery_code: string): Promise<string | void> {
    try {
      await run('recoveryCodes.recover', { ...mfaIds(), recovery_code, session_duration_minutes: minutes() });
      dispatch({ type: 'mfaSuccess' });
    } catch {
      return t('err.backupCode');
    }
  }

  return { sendSms, authenticateSms, createTotp, authenticateTotp, recover };
}
