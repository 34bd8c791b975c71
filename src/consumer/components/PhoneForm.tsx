import { useState } from 'react';
import { Button } from '../../ui/components/Button';
import { PhoneInput } from '../../ui/components/PhoneInput';
import { DEFAULT_PHONE, toE164, type PhoneValue } from '../../ui/phone';
import { cx } from '../../ui/styles';
import { useText } from '../../ui/text';
import { has } from '../config';
import { preloadSteps, stepsOp } from '../lazy';
import { useFormAction, useWidget } from '../context';
import { attempt, refuse } from '../flows';

/** Nothing to preload where this module is in the main bundle (the single files: build.mjs resolves ./PhoneFormPlaceholder here). */
export const preloadPhone = {};

/**
 * The Text / WhatsApp tab: the number is validated (2 s budget) and sent in E.164. Lazy in the CDN
 * and ESM builds (chunks/phone.ts, PhoneFormFromDraft.tsx), with a placeholder meanwhile (PhoneFormPlaceholder.tsx).
 */
export function PhoneForm({ method }: { method: 'sms' | 'whatsapp' }) {
  const w = useWidget();
  const t = useText();
  // Back from the passcode screen: the number sent to, as typed.
  const [phone, setPhone] = useState<PhoneValue>(() => w.m.state.value.formState.otpState.phone || DEFAULT_PHONE);
  const { busy, act } = useFormAction();
  const submit = async (e: Event) => {
    e.preventDefault();
    await act(async () => {
      const e164 = await toE164(phone);
      if (!e164) refuse(w, t('error.phone'));
      else {
        w.m.dispatch({ type: 'update_otp_state', otpState: { type: method, phone } });
        await attempt(w, () => stepsOp(w, (m) => m.startOtp(w, method, e164)));
      }
    });
  };
  return (
    <form class={cx.col} onSubmit={submit} noValidate {...preloadSteps}>
      <PhoneInput
        value={phone}
        onChange={setPhone}
        error={w.m.state.value.formState.errorMessage}
        autocomplete={has(w.config, 'passkeys') ? 'tel-national webauthn' : undefined}
      />
      <Button type="submit" loading={busy}>
        {t(method === 'sms' ? 'main.submit.sms' : 'main.submit.whatsapp')}
      </Button>
    </form>
  );
}
