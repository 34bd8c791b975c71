import { useToasts } from '../toasts';
import { cx } from '../styles';
import { useText } from '../text';

/** The widget's toasts, announced politely. Rendered once per widget root by the mount; each toast is drawn by the view toast-show.tsx put on the store. */
export function Toasts() {
  const store = useToasts();
  const t = useText();
  const list = store.list.value; // read while rendering: a change to the list renders this region again
  const View = store.view;
  return (
    <div class={cx.toasts} role="status" aria-live="polite" aria-label={t('ui.notifications')}>
      {View && list.filter((x) => x.visible).map((x) => <View key={x.id} toast={x} store={store} />)}
    </div>
  );
}
