import { Button } from '../../ui/components/Button';
import { cx } from '../../ui/styles';
import { helper } from '../../ui/styles-text';
import { useText } from '../../ui/text';
import { CodeEntry, useProfile } from '../kit';
import type { StepUpMethod, StepUpReason } from '../rules';

type CodeTo = Extract<StepUpMethod, { to: string }>;

export interface StepUpProps {
  /** The ways to confirm for the refusal's reason (rules.userStepUps for a user; a member's MFA factors). */
  methods: (reason: StepUpReason) => StepUpMethod[];
  /** Sends a code to an email or phone; answers the method id the code is for, where the API names one. */
  send: (m: CodeTo) => Promise<string | undefined>;
  /** Checks a code of `via` (with the send's method id). */
  verify: (via: StepUpMethod, code: string, methodId?: string) => Promise<unknown>;
  passkey?: () => Promise<unknown>;
}

/**
 * In place of a refused action: confirm with a fresher factor (a code, the authenticator app, a
 * passkey), then the action runs again (Profile.retry). No way left: the person is told to sign in again.
 */
export function StepUp(o: StepUpProps) {
  const t = useText();
  const p = useProfile();
  const flow = p.state.flow;
  if (flow.kind !== 'stepUp') return null;
  const section = p.state.section;
  /** The fresher factor, then the held action again; answers whether the factor was accepted. */
  const confirm = (fn: () => Promise<unknown>) =>
    p.run(section, async () => (await fn(), { kind: 'idle' })).then((ok) => (ok && void p.retry(), ok));
  const via = flow.via;
  if (via && via.kind !== 'passkey')
    return (
      <div class={cx.col} role="group" aria-label={t('profile.stepUp.title')}>
        {via.kind === 'totp' && <p class={helper}>{t('profile.stepUp.totpCode')}</p>}
        <CodeEntry destination={'to' in via ? via.to : undefined} onCode={(code) => confirm(() => o.verify(via, code, flow.methodId))} />
      </div>
    );
  const methods = o.methods(flow.reason);
  return (
    <div class={cx.col} role="group" aria-label={t('profile.stepUp.title')}>
      <p class={cx.text}>{t(methods.length ? 'profile.stepUp.info' : 'profile.stepUp.none')}</p>
      {methods.map((m) => (
        <Button
          key={m.kind}
          variant="secondary"
          disabled={p.busy}
          onClick={() =>
            m.kind === 'passkey'
              ? confirm(o.passkey!)
              : m.kind === 'totp'
                ? p.open(section, { ...flow, via: m })
                : void p.run(section, async () => ({ ...flow, via: m, methodId: await o.send(m) }))
          }
        >
          {m.kind === 'passkey'
            ? t('profile.stepUp.passkey')
            : m.kind === 'totp'
              ? t('profile.stepUp.totp')
              : t('profile.stepUp.sendCode', { destination: m.to })}
        </Button>
      ))}
      <Button variant="secondary" onClick={() => p.send({ type: 'cancel' })}>
        {t('profile.cancel')}
      </Button>
    </div>
  );
}
