// Showing a toast (types blank, error, success, loading, custom; durations error 4 s, success 2 s,
// blank/custom 4 s, loading until dismissed; at most 20; removed 1 s after they hide) and its look.
// Only screens loaded on first use show toasts: this module travels with them, not in a main bundle.
import { clock } from './clock';
import { css } from './sheet';
import { cn, cx } from './styles';
import { useText } from './text';
import type { Toast, ToastStore, ToastType } from './toasts';

export const TOAST_DURATION: Record<ToastType, number> = { blank: 4000, error: 4000, success: 2000, loading: Infinity, custom: 4000 };
export const TOAST_LIMIT = 20;
export const TOAST_REMOVE_DELAY = 1000;

export const toastCx = {
  toast: css`background:var(--fl-c-bg);color:var(--fl-primary);border:1px solid var(--fl-c-border);border-radius:8px;padding:8px 12px;font-size:14px;display:flex;gap:8px;align-items:center;`,
  success: css`border-color:var(--fl-success);color:var(--fl-success);`,
  error: css`border-color:var(--fl-error);color:var(--fl-error);`,
};

let next = 1;

/** Hides a toast, then removes it 1 s later. */
export function dismissToast(store: ToastStore, id: number) {
  const { list } = store;
  list.value = list.value.map((t) => (t.id === id ? { ...t, visible: false } : t));
  clock.setTimeout(() => (list.value = list.value.filter((t) => t.id !== id)), TOAST_REMOVE_DELAY);
}

/** Shows a toast in the widget's region (newest first, at most 20); answers its id. */
export function showToast(store: ToastStore, message: string, type: ToastType = 'blank', duration = TOAST_DURATION[type]) {
  const id = next++;
  store.view = ToastView;
  store.list.value = [{ id, type, message, visible: true }, ...store.list.value].slice(0, TOAST_LIMIT);
  if (duration !== Infinity) clock.setTimeout(() => dismissToast(store, id), duration);
  return id;
}

// One toast; the region it is drawn in says how it is announced (components/Toasts.tsx).
function ToastView({ toast: x, store }: { toast: Toast; store: ToastStore }) {
  const t = useText();
  return (
    <div class={cn(toastCx.toast, x.type === 'success' && toastCx.success, x.type === 'error' && toastCx.error)} data-type={x.type}>
      <span>{x.message}</span>
      <button type="button" class={cx.link} aria-label={t('ui.toast.dismiss')} onClick={() => dismissToast(store, x.id)}>
        ×
      </button>
    </div>
  );
}
