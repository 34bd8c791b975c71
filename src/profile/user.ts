// The signed-in user as the profile widget draws it: the stored user at once, the fresh one when
// user.get answers, and every change after (the client's onChange: this tab's calls and, through the
// session store's storage events, other tabs').
import { useEffect, useState } from 'react';

export interface Watched<T> {
  getSync(): T | null;
  get(): Promise<T | null>;
  onChange(cb: (v: T | null) => void): () => void;
}

/** `signedIn`: whether to ask for the fresh value (a signed-out page asks the server nothing: the read could only fail). */
export function useWatched<T>(slot: Watched<T>, signedIn: () => boolean = () => true): T | null {
  const [v, set] = useState(() => slot.getSync());
  useEffect(() => {
    // A change heard meanwhile (a sign-out, another tab) is newer than the read's answer, which then goes.
    let heard = false;
    const off = slot.onChange((v) => ((heard = true), set(v)));
    if (signedIn()) slot.get().then((v) => heard || set(v), console.error);
    return off;
  }, [slot]);
  return v;
}

/** The session as drawn: the stored one, then every change (a session has no fresh read of its own here). */
export function useSession<S>(session: { getSync(): S | null; onChange(cb: (v: S | null) => void): () => void }): S | null {
  const [slot] = useState(() => ({ getSync: session.getSync, get: async () => session.getSync(), onChange: session.onChange }));
  return useWatched(slot);
}

/** The minutes a session has left (at least 5): an authenticate in the profile keeps its end where it was. */
export const minutesLeft = (expires_at: string | undefined, now = Date.now()) =>
  Math.max(5, Math.ceil(((expires_at ? Date.parse(expires_at) : now) - now) / 60_000));
