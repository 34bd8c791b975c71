// The widget kit's action hook: runs an async intent once at a time; a returned string is the
// inline error to show (the intents answer their section 8 message or nothing). An intent that
// throws instead (a bug, or code that failed to load) still ends in words for the user, never in a
// silent unhandled rejection: the hook's own `error`, or `onError` for a form that shows another
// error (the consumer forms show their machine's form error: src/consumer/context.ts useFormAction).
import { useRef, useState } from 'react';
import { failureText } from './failure-text';
import { useText } from './text';

export function useAction(onError?: (words: string) => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  // The in-flight flag is a ref: two submits before the next render (a double click, Enter twice)
  // both read the same `busy` from the render's closure, the ref sees the first at once.
  const running = useRef(false);
  const t = useText();
  async function act<R>(fn: () => Promise<R>): Promise<R | undefined> {
    if (running.current) return undefined;
    running.current = true;
    setBusy(true);
    setError(undefined);
    try {
      const r = await fn();
      if (typeof r === 'string') setError(r);
      return r;
    } catch (e) {
      console.error(e);
      (onError || setError)(failureText(e, t));
      return undefined;
    } finally {
      running.current = false;
      setBusy(false);
    }
  }
  return { busy, error, setError, act };
}
