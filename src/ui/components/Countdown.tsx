import { useEffect, useRef, useState } from 'react';
import { clock } from '../clock';
import { focusWithin } from '../focus';
import { cx } from '../styles';
import { helper } from '../styles-text';
import { addText, useText } from '../text';
import { countdownText } from '../text-components';

addText(countdownText); // this component's strings (src/ui/text-components.ts)

/** 'm:ss' for a number of milliseconds (rounded up to the second). */
export const mss = (ms: number) => {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/** A sentence and the gap before what follows: none after full-width 。？！ (Japanese, Chinese), a space otherwise. */
const sentence = (s: string) => (/[。？！]$/.test(s) ? s : `${s} `);

/**
 * 'Your code expires in m:ss. Didn't get it? Resend code', then 'Your code has expired. Resend code'.
 * Ticks every second until `expiresAt` (ms since epoch, from clock.now()). `locked` (too many failed
 * attempts locked the user, said by the error above) stops it: only 'Resend code' stays, and
 * takes the focus the disabled code boxes lost.
 */
export function Countdown({
  expiresAt,
  onResend,
  disabled,
  locked,
}: {
  expiresAt: number;
  onResend: () => void;
  disabled?: boolean;
  locked?: boolean;
}) {
  const t = useText();
  const [, tick] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  // Read the clock at render: each tick re-renders, the time shown never drifts.
  const left = locked ? 0 : expiresAt - clock.now();
  useEffect(() => {
    if (left <= 0) return;
    const id = clock.setTimeout(() => tick((n) => n + 1), 1000);
    return () => clock.clearTimeout(id);
  });
  useEffect(() => {
    if (locked && !disabled) focusWithin(button.current);
  }, [locked, disabled]);
  return (
    <p class={helper}>
      {locked
        ? ''
        : left > 0
          ? sentence(t('ui.countdown.expires', { time: mss(left) })) + sentence(t('ui.countdown.resendPrompt'))
          : sentence(t('ui.countdown.expired'))}
      <button ref={button} type="button" class={cx.link} disabled={disabled} onClick={() => onResend()}>
        {t('ui.countdown.resend')}
      </button>
    </p>
  );
}
