import { css, keyframes } from '../css';
import { cx } from '../styles';

// This component's classes: they come with the (lazy) screens that show it.
const slide = keyframes`0%{margin-left:-40%}100%{margin-left:100%}`;
const bar = css`height:4px;overflow:hidden;background:var(--fl-c-border);& > div{width:40%;height:100%;background:var(--fl-primary);animation:${slide} 1.4s linear infinite;}`;

/** An indeterminate progress bar with visible text, e.g. 'Verifying passcode...'. */
export function LoadingBar({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite">
      <p class={cx.helper}>{label}</p>
      <div class={bar} role="progressbar" aria-label={label}>
        <div />
      </div>
    </div>
  );
}
