// The widget kit's action hook: runs an async intent once at a time; a returned string is the
// inline error to show (the intents answer their section 8 message or nothing).
import { useState } from 'react';

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
