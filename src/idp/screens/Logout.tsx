import { useEffect, useRef } from 'react';
import { Button } from '../../ui/components/Button';
import { Heading } from '../../ui/components/Heading';
import { cx } from '../../ui/styles';
import { useText } from '../../ui/text';
import type { IdpFlow } from '../flow';

/** 'Log out?' with Yes / No; `project`: the project's name from the settings. Its heading shows under hideHeaderText too (official: Main screens only). */
export function Logout({ flow, project }: { flow: IdpFlow; project: string }) {
  const t = useText();
  return (
    <>
      <Heading>{t('idp.logoutTitle')}</Heading>
      <p class={cx.text}>{t('idp.logoutText', { project })}</p>
      {/* Yes, then No under it: the spec's order, and both official lines' */}
      <div class={cx.col}>
        <Button onClick={flow.logoutYes}>{t('idp.yes')}</Button>
        <Button variant="secondary" onClick={flow.logoutNo}>
          {t('idp.no')}
        </Button>
      </div>
    </>
  );
}

/** After No. The screen has no heading, so the message takes the focus the No button had. */
export function NotLoggedOut() {
  const t = useText();
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <p ref={ref} tabIndex={-1} class={cx.text} role="status">
      {t('idp.notLoggedOut')}
    </p>
  );
}
