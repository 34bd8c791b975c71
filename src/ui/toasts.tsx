// Toasts: types blank, error, success, loading, custom; durations error 4 s, success 2 s,
// blank/custom 4 s, loading until dismissed; at most 20; removed 1 s after they hide.
// One store per mounted widget (context), announced politely.
import { createContext } from 'preact';
import { signal, type Signal } from './signal';
import { useContext } from 'react';
import { clock } from './clock';

export type ToastType = 'blank' | 'error' | 'success' | 'loading' | 'custom';
export interface Toast {
  id: number;
  type: ToastType;
  message: string;
  visible: boolean;
}

export const TOAST_DURATION: Record<ToastType, number> = { blank: 4000, error: 4000, success: 2000, loading: Infinity, custom: 4000 };
export const TOAST_LIMIT = 20;
export const TOAST_REMOVE_DELAY = 1000;

export interface ToastStore {
  list: Signal<Toast[]>;
  show(message: string, type?: ToastType, duration?: number): number;
  dismiss(id: number): void;
}

let next = 1;

export function createToasts(): ToastStore {
  const list = signal<Toast[]>([]);
  const dismiss = (id: number) => {
    list.value = list.value.map((t) => (t.id === id ? { ...t, visible: false } : t));
    clock.setTimeout(() => (list.value = list.value.filter((t) => t.id !== id)), TOAST_REMOVE_DELAY);
  };
  return {
    list,
    dismiss,
    show(message, type = 'blank', duration = TOAST_DURATION[type]) {
      const id = next++;
      list.value = [{ id, type, message, visible: true }, ...list.value].slice(0, TOAST_LIMIT);
      if (duration !== Infinity) clock.setTimeout(() => dismiss(id), duration);
      return id;
    },
  };
}

export const ToastContext = createContext<ToastStore>(createToasts());
export const useToasts = () => useContext(ToastContext);
