import { cx } from '../styles';
import { useText } from '../text';

export function BackButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" class={cx.back} aria-label={useText()('ui.back')} onClick={() => onClick()}>
      ←
    </button>
  );
}
