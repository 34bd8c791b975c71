import { css, keyframes } from '../sheet';
import { helper } from '../styles-text';

/** The bar fills over 10 s (B2B spec section 9: progress bar animation 10 s). */
export const PROGRESS_MS = 10_000;

// This component's classes: they come with the (lazy) screens that show it.
const fill = keyframes`0%{width:0;}100%{width:100%;}`;
const bar = css`height:4px;overflow:hidden;background:var(--fl-c-border);& > div{width:100%;height:100%;background:var(--fl-primary);animation:${fill} ${PROGRESS_MS / 1000}s linear forwards;}`;

/** A progress bar with visible text, e.g. 'Verifying passcode...': it fills over PROGRESS_MS while the work runs. */
export function LoadingBar({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite">
      <p class={helper}>{label}</p>
      <div class={bar} role="progressbar" aria-label={label}>
        <div />
      </div>
    </div>
  );
}
