import { Button } from '../../ui/components/Button';
import { cx } from '../../ui/styles';
import { useText } from '../../ui/text';
import { CodeEntry, useProfile } from '../kit';

export interface StepUpProps {
  email?: string;
  /** Sends a code to the email; answers its method id. */
  sendCode?: () => Promise<string>;
  code: (methodId: string, code: string) => Promise<unknown>;
  passkey?: () => Promise<unknown>;
}

/**
 * In place of a refused action: confirm with a fresh factor (a code to the primary email, or a
 * passkey), then the action runs again (Profile.retry).
 */
export function StepUp(o: StepUpProps) {
  const t = useText();
  const p = useProfile();
  const flow = p.state.flow;
  if (flow.kind !== 'stepUp') return null;
  const section = p.state.section;
  const then = async () => void (await p.retry());
  return (
    <div class={cx.col} role="group" aria-label={t('profile.stepUp.title')}>
      <p class={cx.text}>{t('profile.stepUp.info', { email: o.email || '' })}</p>
      {flow.methodId ? (
        <CodeEntry
          destination={o.email}
          onCode={(code) =>
            void p.run(section, async () => (await o.code(flow.methodId!, code), { kind: 'idle' })).then((ok) => ok && then())
          }
        />
      ) : (
        <div class={cx.row}>
          {o.sendCode && (
            <Button disabled={p.busy} onClick={() => void p.run(section, async () => ({ kind: 'stepUp', methodId: await o.sendCode!() }))}>
              {t('profile.stepUp.sendCode')}
            </Button>
          )}
          {o.passkey && (
            <Button
              variant="secondary"
              disabled={p.busy}
              onClick={() => void p.run(section, async () => (await o.passkey!(), { kind: 'idle' })).then((ok) => ok && then())}
            >
              {t('profile.stepUp.passkey')}
            </Button>
          )}
          <Button variant="secondary" onClick={() => p.send({ type: 'cancel' })}>
            {t('profile.cancel')}
          </Button>
        </div>
      )}
    </div>
  );
}
