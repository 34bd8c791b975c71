import { cx } from '../styles';
import { useText } from '../text';

/** Footer shown only when bootstrap says displayWatermark. */
export function Watermark({ show }: { show: boolean }) {
  const t = useText();
  return show ? <p class={cx.watermark}>{t('ui.watermark')}</p> : null;
}
