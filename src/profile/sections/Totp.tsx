import { Button } from '../../ui/components/Button';
import { css } from '../../ui/sheet';
import { cx } from '../../ui/styles';
import { helper } from '../../ui/styles-text';
import { useText } from '../../ui/text';
import { CodeEntry, Confirm, Section, useProfile } from '../kit';

const qrCss = css`width:200px;height:200px;align-self:center;background:#fff;`;
const keyCss = css`font-family:monospace;font-size:14px;overflow-wrap:anywhere;margin:0;`;

export interface TotpProps {
  enrolled: boolean;
  /** A new registration: its secret, QR code (a data URL) and recovery codes. */
  create: () => Promise<{ secret: string; qr_code: string; recovery_codes: string[] }>;
  /** The first code: the app is set up only once it is right. */
  verify: (code: string) => Promise<unknown>;
  remove: () => Promise<unknown>;
}

/** Authenticator app: enroll (QR code, the key by hand, a first code, then its recovery codes), remove (confirmed below its Remove, which stays). */
export function TotpSection(o: TotpProps) {
  const t = useText();
  const p = useProfile();
  const flow = p.state.section === 'totp' ? p.state.flow : { kind: 'idle' as const };
  const name = t('profile.totp.name');
  return (
    <Section id="totp" title="profile.totp.title">
      {flow.kind === 'totp' ? (
        <>
          <p class={helper}>{t('profile.totp.scan')}</p>
          <img class={qrCss} src={flow.qr} alt={t('profile.totp.qr')} />
          <p class={keyCss}>{t('profile.totp.key', { key: flow.secret })}</p>
          <CodeEntry onCode={(code) => p.run('totp', async () => (await o.verify(code), { kind: 'codes', codes: flow.codes }))} />
        </>
      ) : o.enrolled ? (
        <>
          <p class={helper}>{t('profile.totp.on')}</p>
          <Button variant="secondary" disabled={p.busy} onClick={() => p.open('totp', { kind: 'confirm', id: 'totp', name })}>
            {t('profile.remove')}
          </Button>
        </>
      ) : (
        <Button
          variant="secondary"
          disabled={p.busy}
          onClick={() =>
            void p.run('totp', async () => {
              const r = await o.create();
              return { kind: 'totp', secret: r.secret, qr: r.qr_code, codes: r.recovery_codes };
            })
          }
        >
          {t('profile.totp.add')}
        </Button>
      )}
      {flow.kind === 'confirm' && (
        <Confirm
          question={t('profile.confirmRemove', { name })}
          action={t('profile.remove')}
          onYes={() => void p.run('totp', o.remove, t('profile.totp.removed'))}
        />
      )}
      {flow.kind === 'codes' && <p class={cx.text}>{t('profile.codes.info')}</p>}
    </Section>
  );
}
