import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'react';
import { ErrorText } from '../../ui/components/ErrorText';
import { Spinner } from '../../ui/components/Spinner';
import { useText } from '../../ui/text';
import { useWidget } from '../context';

/**
 * The passkey-registration widget needs a signed-in user, checked once by fetching the current
 * user; without one it shows the spec's error instead of its screens.
 */
export function RequireUser({ children }: { children: ComponentChildren }) {
  const w = useWidget();
  const t = useText();
  const [ok, setOk] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    const done = (v: boolean) => live && setOk(v);
    w.client.user.get().then(
      (u) => done(!!u?.user_id),
      () => done(false),
    );
    return () => {
      live = false;
    };
  }, []);
  if (ok === null) return <Spinner label={t('passkey.checking')} />;
  return ok ? <>{children}</> : <ErrorText message={t('passkey.noUser')} />;
}
