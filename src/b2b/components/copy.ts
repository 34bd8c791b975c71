import { showToast } from '../../ui/toast-show';
import type { ToastStore } from '../../ui/toasts';

/** Writes text to the clipboard and says so in a toast: `copied`, or `failed` when the browser refuses. */
export async function copyWithToast(toasts: ToastStore, text: string, copied: string, failed: string) {
  try {
    await navigator.clipboard.writeText(text);
    showToast(toasts, copied, 'success');
  } catch {
    showToast(toasts, failed, 'error');
  }
}
