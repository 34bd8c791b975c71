// A screen's resend (the email link, the email code, the reset email): its own module, so the toast
// code it brings stays with those screens' chunk, not in every screen's (use.ts).
import { showToast } from '../../ui/toast-show';
import { useToasts } from '../../ui/toasts';
import { here } from '../intents/core';
import type { B2BKey } from '../text';
import { useAction, useWidget } from './use';

/**
 * A screen's resend: `send` (an intent answering words for a failure) through the screen's own action,
 * then the `done` toast, only to a user still on the screen that resent (Back or 'Try again'
 * meanwhile: the answer says nothing).
 */
export function useResend(send: () => Promise<string | void>, done: B2BKey) {
  const w = useWidget();
  const toasts = useToasts();
  const action = useAction();
  const resend = () => {
    const still = here(w);
    return action.act(send).then((r) => !r && still() && showToast(toasts, w.t(done), 'success'));
  };
  return { ...action, resend };
}
