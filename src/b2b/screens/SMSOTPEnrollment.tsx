import { useState } from 'react';
import { Button } from '../../ui/components/Button';
import { PhoneInput } from '../../ui/components/PhoneInput';
import { DEFAULT_PHONE, toE164, type PhoneValue } from '../../ui/phone';
import { Form } from '../components/Form';
import { Header } from '../components/Header';
import { useAction, useWidget } from '../components/use';
import { sendSms } from '../intents/mfa';
import { mfaOf } from '../machine-mfa';

/** Phone number for SMS enrollment (the phone chunk loads when this renders). */
export function SMSOTPEnrollment() {
  const w = useWidget();
  const s = w.state.value;
  const { sms } = mfaOf(s);
  const [phone, setPhone] = useState<PhoneValue>(
    sms.enrolledNumber
      ? { country: sms.enrolledNumber.country, callingCode: sms.enrolledNumber.countryCode, national: sms.enrolledNumber.phoneNumber }
      : DEFAULT_PHONE,
  );
  const { busy, error, setError, act } = useAction();
  const submit = async () => {
    const e164 = await toE164(phone);
    if (!e164) return setError(w.t('err.phone'));
    await act(() =>
      sendSms(w, {
        e164,
        country: phone.country,
        countryCode: phone.callingCode,
        phoneNumber: phone.national,
        // shown in a sentence: no-break spaces and hyphens keep the number on one line
        formatted: `+${phone.callingCode} ${phone.national}`.replace(/ /g, '\u00a0').replace(/-/g, '\u2011'),
      }),
    );
  };
  return (
    <>
      <Header back={s.history.length > 0} title={w.t('smsEnroll.title')} text={w.t('smsEnroll.text')} />
      <Form onSubmit={submit}>
        <PhoneInput value={phone} onChange={setPhone} error={error} />
        <Button type="submit" loading={busy || sms.isSending}>
          {w.t('continue')}
        </Button>
      </Form>
    </>
  );
}
