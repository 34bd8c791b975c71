import { useEffect, useState } from 'react';
import { clock } from '../clock';
import { cx } from '../styles';
import { useText } from '../text';

/** 'm:ss' for a number of milliseconds (rounded up to the second). */
export const mss = (ms: number) => {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/**
 * 'Your code expires in m:ss. Didn't get it? Resend code', then 'Your code has expired. Resend code'.
 * Ticks every second until `expiresAt` (ms since epoch, from clock.now()).
 */
export function Countdown({ expiresAt, onResend, disabled }: { expiresAt: number; onResend: () => void; disabled?: boolean }) {
  const t = useText();
  const [now, setNow] = useState(clock.now());
  const left = expiresAt - now;
  useEffect(() => {
    if (left <= 0) return;
    const id = clock.setTimeout(() => setNow(clock.now()), 1000);
    return () => clock.clearTimeout(id);
  }, [now, expiresAt]);
  return (
    <p class={cx.helper}>
      {left > 0 ? `${t('ui.countdown.expires', { time: mss(left) })} ${t('ui.countdown.resendPrompt')} ` : `${t('ui.countdown.expired')} `}
      <button type="button" class={cx.link} disabled={disabled} onClick={() => onResend()}>
        {t('ui.countdown.resend')}
      </button>
    </p>
  );
}
