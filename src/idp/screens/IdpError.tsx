import { Heading } from '../../ui/components/Heading';
import { errorText } from '../../ui/error-text';
import { ServerText } from '../../ui/linkify';
import { cx } from '../../ui/styles';
import { useText } from '../../ui/text';
import type { IdpFlow } from '../flow';

/** No session, missing parameter, denied consent, or a failed call's words (server text as text). */
export function IdpError({ flow }: { flow: IdpFlow }) {
  const t = useText();
  const e = flow.state.value.error!; // the Error screen is only entered with its error (machine.ts)
  const message = 'key' in e ? t(e.key, e.vars) : errorText(e.failed, t) || t('idp.default');
  return (
    <>
      <Heading>{t('idp.errorTitle')}</Heading>
      <p class={cx.text} role="alert">
        <ServerText text={message} />
      </p>
    </>
  );
}
