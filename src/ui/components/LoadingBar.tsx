import { cx } from '../styles';

/** An indeterminate progress bar with visible text, e.g. 'Verifying passcode...'. */
export function LoadingBar({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite">
      <p class={cx.helper}>{label}</p>
      <div class={cx.bar} role="progressbar" aria-label={label}>
        <div />
      </div>
    </div>
  );
}
