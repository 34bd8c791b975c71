import { useRef, useEffect } from 'react';
import { useFieldId } from '../ids';
import { css } from '../sheet';
import { useFocusBack, useScreenFocus } from '../focus';
import { cx } from '../styles';
import { addText, useText } from '../text';
import { otpText } from '../text-components';
import { ErrorText } from './ErrorText';

addText(otpText); // this component's strings (src/ui/text-components.ts)

/** A digit box, 47px, narrower when the widget is (six boxes fit at 320px); this component's class: it comes with the lazy screens that show it. */
const otp = css`flex:0 1 47px;width:auto;min-width:0;text-align:center;padding:0;`;

export const OTP_LENGTH = 6;

export interface OTPInputProps {
  value: string;
  onChange: (value: string) => void;
  /** Called once the sixth digit is in (auto-submit). */
  onComplete: (code: string) => void;
  label?: string;
  disabled?: boolean;
  /** The message under the boxes (a wrong or spent code): each box is marked invalid and described by it. */
  error?: string;
  /** The screen's focus goes to the first box (a code-entry screen: typing the code works at once). */
  autoFocus?: boolean;
}

/**
 * Six one-digit boxes in a labelled group: digits only, at most 6; paste or one-time-code autofill
 * fills from the box it lands in; arrows move, Backspace on an empty box goes back.
 */
export function OTPInput(p: OTPInputProps) {
  const t = useText();
  const id = useFieldId();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (i: number) => boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, i))]?.focus();
  useScreenFocus(() => boxes.current[0], p.autoFocus);
  const set = (v: string, at: number) => {
    const code = v.replace(/\D/g, '').slice(0, OTP_LENGTH);
    p.onChange(code);
    focus(at);
    if (code.length === OTP_LENGTH) p.onComplete(code);
  };
  // Disabling the boxes while a code is checked drops keyboard focus; when they come back (a wrong
  // code clears them), focus returns to the first empty box if it was in the group before.
  useFocusBack(
    p.disabled,
    () => boxes.current.some((b) => b?.matches(':focus')),
    () => focus(p.value.length),
  );
  // Boxes cleared while the focus is in them (a wrong code): the next code is typed from the first.
  useEffect(() => {
    if (!p.value && boxes.current.some((b) => b?.matches(':focus'))) focus(0);
  }, [p.value]);
  const put = (i: number, digits: string) => set(p.value.slice(0, i) + digits + p.value.slice(i + digits.length), i + digits.length);
  return (
    <>
      {/* Digits read left to right in every language: the boxes keep that order in right-to-left layouts too. */}
      <div role="group" dir="ltr" aria-labelledby={`${id}-l`}>
        <span id={`${id}-l`} class={cx.vh}>
          {p.label || t('ui.otp.label')}
        </span>
        <div class={cx.row}>
          {Array.from({ length: OTP_LENGTH }, (_, i) => (
            <input
              key={i}
              ref={(el) => {
                boxes.current[i] = el;
              }}
              class={`${cx.input} ${otp}`}
              inputMode="numeric"
              pattern="[0-9]*"
              autocomplete={i === 0 ? 'one-time-code' : 'off'}
              aria-label={t('ui.otp.digit', { n: i + 1 })}
              aria-invalid={p.error ? 'true' : undefined}
              aria-describedby={p.error ? `${id}-e` : undefined}
              disabled={p.disabled}
              value={p.value[i] || ''}
              onFocus={(e) => e.currentTarget.select()}
              onInput={(e) => {
                const el = e.currentTarget;
                const digits = el.value.replace(/\D/g, '');
                el.value = p.value[i] || '';
                if (digits) put(Math.min(i, p.value.length), digits);
              }}
              onPaste={(e) => {
                e.preventDefault();
                put(Math.min(i, p.value.length), (e.clipboardData?.getData('text') || '').replace(/\D/g, ''));
              }}
              onKeyDown={(e) => {
                if (e.key === 'ArrowLeft') focus(i - 1);
                else if (e.key === 'ArrowRight') focus(i + 1);
                else if (e.key === 'Backspace') {
                  e.preventDefault();
                  const at = p.value[i] ? i : i - 1;
                  if (at >= 0) set(p.value.slice(0, at) + p.value.slice(at + 1), at);
                }
              }}
            />
          ))}
        </div>
      </div>
      <ErrorText id={`${id}-e`} message={p.error} />
    </>
  );
}
