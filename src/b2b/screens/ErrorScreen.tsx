import { css } from '../../ui/sheet';
import { ServerText } from '../../ui/linkify';
import { cx } from '../../ui/styles';
import { Header } from '../components/Header';
import { useWidget } from '../components/use';
import type { ErrorScreenKey } from '../errors';

const icon = css`align-self:center;width:48px;height:48px;border-radius:50%;display:flex;align-items:center;justify-content:center;background:var(--fl-error);color:#fff;font-size:28px;font-weight:600;`;

/**
 * 'Looks like there was an error!' with its kind's message, `err.<kind>` (section 8; err.noAccess and
 * err.nonMemberReset are inline messages, never this screen); back (to Main) only when allowed.
 */
export function ErrorScreen() {
  const w = useWidget();
  const e = w.state.value.error ?? { type: 'default' as const, canGoBack: true };
  return (
    <>
      <Header back={e.canGoBack} title={w.t('error.title')} />
      <span class={icon} aria-hidden="true">
        !
      </span>
      <p class={cx.text} role="alert">
        <ServerText text={w.t(`err.${e.type}` satisfies ErrorScreenKey, e.vars)} />
      </p>
    </>
  );
}
