import { useToasts } from '../toasts';
import { useValue } from '../signal';
import { cn, cx } from '../styles';
import { useText } from '../text';

/** The widget's toasts, announced politely. Rendered once per widget root by the mount. */
export function Toasts() {
  const store = useToasts();
  const t = useText();
  const list = useValue(store.list);
  return (
    <div class={cx.toasts} role="status" aria-live="polite" aria-label={t('ui.notifications')}>
      {list
        .filter((x) => x.visible)
        .map((x) => (
          // An error interrupts (role=alert); other toasts wait for the polite region.
          <div
            key={x.id}
            class={cn(cx.toast, x.type === 'success' && cx.toastSuccess, x.type === 'error' && cx.toastError)}
            data-type={x.type}
            role={x.type === 'error' ? 'alert' : undefined}
          >
            <span>{x.message}</span>
            <button type="button" class={cx.link} aria-label={t('ui.toast.dismiss')} onClick={() => store.dismiss(x.id)}>
              ×
            </button>
          </div>
        ))}
    </div>
  );
}
