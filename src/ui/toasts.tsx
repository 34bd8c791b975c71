// Toasts: one store per mounted widget (context), drawn by the mount in a polite live region that is
// there from the first render. Only screens loaded on first use show toasts, so what shows one (the
// spec's durations and limit) and how one looks come with them: toast-show.tsx, which puts its view
// on the store with the first toast.
import { signal, type Signal } from '@preact/signals';
import { createContext, type VNode } from 'preact';
import { useContext } from 'react';

export type ToastType = 'blank' | 'error' | 'success' | 'loading' | 'custom';
export interface Toast {
  id: number;
  type: ToastType;
  message: string;
  visible: boolean;
}

export interface ToastStore {
  list: Signal<Toast[]>;
  /** Draws one toast; set by toast-show.tsx before the first toast is added. */
  view?: (p: { toast: Toast; store: ToastStore }) => VNode;
}

export const createToasts = (): ToastStore => ({ list: signal<Toast[]>([]) });

export const ToastContext = createContext<ToastStore>(createToasts());
export const useToasts = () => useContext(ToastContext);
