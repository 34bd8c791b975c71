import { Button } from '../../ui/components/Button';
import { Heading } from '../../ui/components/Heading';
import { useTheme } from '../../ui/mount';
import { cx } from '../../ui/styles';
import { useText } from '../../ui/text';
import type { IdpFlow } from '../flow';

/** 'Log out?' with Yes / No. */
export function Logout({ flow }: { flow: IdpFlow }) {
  const t = useText();
  const theme = useTheme();
  return (
    <>
      <Heading hidden={theme.hideHeaderText}>{t('idp.logoutTitle')}</Heading>
      <p class={cx.text}>{t('idp.logoutText', { project: flow.client.bootstrap.getSync().projectName })}</p>
      <div class={cx.row}>
        <Button variant="secondary" onClick={flow.logoutNo}>
          {t('idp.no')}
        </Button>
        <Button onClick={flow.logoutYes}>{t('idp.yes')}</Button>
      </div>
    </>
  );
}

/** After No. */
export function NotLoggedOut() {
  const t = useText();
  return (
    <p class={cx.text} role="status">
      {t('idp.notLoggedOut')}
    </p>
  );
}
