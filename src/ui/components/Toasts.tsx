import { useToasts } from '../toasts';
import { cx } from '../styles';
import { useText } from '../text';

/**
 * The widget's toasts in two live regions side by side, never one inside the other (a screen reader
 * may then read an error twice, or not at all): errors interrupt (role=alert), the rest are polite
 * status messages. Rendered once per widget root by the mount; each toast is drawn by the view
 * toast-show.tsx put on the store.
 */
export function Toasts() {
  const store = useToasts();
  const t = useText();
  const list = store.list.value; // read while rendering: a change to the list renders these regions again
  const View = store.view;
  const shown = (error: boolean) =>
    View && list.filter((x) => x.visible && (x.type === 'error') === error).map((x) => <View key={x.id} toast={x} store={store} />);
  return (
    <div class={cx.toasts}>
      <div role="alert" aria-atomic="false">
        {shown(true)}
      </div>
      <div role="status" aria-live="polite" aria-label={t('ui.notifications')}>
        {shown(false)}
      </div>
    </div>
  );
}
