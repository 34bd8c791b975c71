import { cx } from '../styles';
import { useText } from '../text';

/**
 * The 'or' between groups of sign-in options. Plain text, not role=separator: a separator's
 * content is presentational, so screen readers would skip the word. The lines are CSS.
 */
export function Divider() {
  return (
    <div class={cx.divider} data-divider="">
      {useText()('ui.or')}
    </div>
  );
}
