import { css } from '../../ui/css';

// The initial comes from CSS (attr), so button text stays exactly 'Continue with {name}'.
const markCss = css`position:relative;display:inline-flex;flex:none;&::after{content:attr(data-l);position:absolute;inset:0;text-align:center;color:#fff;font:700 12px/20px Arial,sans-serif;}`;

/** A small brand mark for provider and wallet buttons: a coloured disc with the initial (no images). */
export function BrandIcon({ color, name }: { color: string; name: string }) {
  return (
    <span class={markCss} data-l={name[0]} aria-hidden="true">
      <svg width="20" height="20" viewBox="0 0 20 20" focusable="false">
        <circle cx="10" cy="10" r="10" fill={color} />
      </svg>
    </span>
  );
}
