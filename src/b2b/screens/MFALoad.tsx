import { useEffect } from 'react';
import { useWidget } from '../components/use';
import { reduceMfa } from '../machine-mfa';

/**
 * A primary success that needs a second factor, once the MFA chunk is in (machine.ts keeps it as
 * `pending` on this screen meanwhile: machine-steps.ts; a failed load shows ui/lazy.tsx's Retry): the machine's MFA
 * half joins the widget's store and the success goes on to the screen it decides.
 */
export function MFALoad() {
  const w = useWidget();
  useEffect(() => {
    w.add({ mfa: reduceMfa });
    const a = w.state.value.pending;
    if (a) w.dispatch(a);
  }, []);
  return null;
}
