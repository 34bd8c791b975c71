import { cx } from '../styles';
import { useText } from '../text';

export function Divider() {
  return (
    <div class={cx.divider} role="separator">
      {useText()('ui.or')}
    </div>
  );
}
