import { cx } from '../styles';
import { useText } from '../text';

/** A 1.4 s spinner with an accessible label. */
export function Spinner({ label, small }: { label?: string; small?: boolean }) {
  const t = useText();
  return <span role="status" aria-label={label || t('ui.loading')} class={cx.spinner} data-small={small || undefined} />;
}
