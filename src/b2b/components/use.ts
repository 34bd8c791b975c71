// What every B2B screen reads: the widget core (state, dispatch, config, client, t; intents take it
// as their first argument) and a busy/error helper for forms.
import { createContext } from 'preact';
import { useContext, useState } from 'react';
import { useText } from '../../ui/text';
import type { Widget } from '../widget';

export const WidgetContext = createContext<Widget>(null as unknown as Widget);
/** The widget; also subscribes the caller to the text context, so a new `strings` re-renders it. */
export function useWidget() {
  useText();
  return useContext(WidgetContext);
}

/** Runs an async intent once at a time; a returned string is the inline error to show. */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  async function act<R>(fn: () => Promise<R>): Promise<R | undefined> {
    if (busy) return undefined;
    setBusy(true);
    setError(undefined);
    try {
      const r = await fn();
      if (typeof r === 'string') setError(r);
      return r;
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, setError, act };
}
