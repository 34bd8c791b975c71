import { css } from '../sheet';
import { useText } from '../text';

// This component's class (the consumer's back buttons are all on lazily loaded screens).
const back = css`align-self:flex-start;background:none;border:0;padding:4px;cursor:pointer;color:var(--fl-primary);font-size:24px;line-height:1;&:dir(rtl){transform:scaleX(-1);}&:disabled{opacity:.4;cursor:default;}`;

/** `disabled`: while the screen's request runs, whose answer belongs to this screen. */
export function BackButton({ onClick, disabled }: { onClick: () => void; disabled?: boolean }) {
  return (
    <button type="button" class={back} aria-label={useText()('ui.back')} disabled={disabled} onClick={() => onClick()}>
      ←
    </button>
  );
}
