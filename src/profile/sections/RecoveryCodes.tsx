import { Button } from '../../ui/components/Button';
import { downloadText } from '../../ui/download';
import { css } from '../../ui/sheet';
import { helper } from '../../ui/styles-text';
import { useText } from '../../ui/text';
import { actionsCss, Confirm, listCss, Section, useProfile } from '../kit';
import { codesFile } from '../rules';

const codeCss = css`font-family:monospace;`;

export interface CodesProps {
  /** The codes a new authenticator app came with (shown once after its first code), else fetched. */
  get: () => Promise<string[]>;
  /** New codes, the old ones void (B2B recoveryCodes.rotate; the consumer API has none). */
  rotate?: () => Promise<string[]>;
  project: string;
}

/** Recovery codes: show, copy, download (a text file), rotate (confirmed: the old ones stop working). */
export function RecoveryCodesSection(o: CodesProps) {
  const t = useText();
  const p = useProfile();
  const mine = p.state.section === 'codes' || (p.state.section === 'totp' && p.state.flow.kind === 'codes');
  const flow = mine ? p.state.flow : { kind: 'idle' as const };
  const show = (codes: Promise<string[]>) => p.run('codes', async () => ({ kind: 'codes', codes: await codes }));
  return (
    <Section id="codes" title="profile.codes.title">
      <p class={helper}>{t('profile.codes.info')}</p>
      {flow.kind === 'codes' ? (
        <>
          <ul class={listCss} aria-label={t('profile.codes.title')}>
            {flow.codes.map((c) => (
              <li key={c} class={codeCss}>
                {c}
              </li>
            ))}
          </ul>
          <div class={actionsCss}>
            <Button
              variant="secondary"
              onClick={() =>
                // No clipboard here (an insecure page) or a refused write: said in the section, the codes still shown.
                void p.run(
                  'codes',
                  async () => {
                    try {
                      await navigator.clipboard.writeText(flow.codes.join('\n'));
                    } catch {
                      throw new Error(t('profile.codes.copyFailed'));
                    }
                  },
                  t('profile.codes.copied'),
                )
              }
            >
              {t('profile.codes.copy')}
            </Button>
            <Button variant="secondary" onClick={() => downloadText('recovery-codes.txt', codesFile(o.project, flow.codes))}>
              {t('profile.codes.download')}
            </Button>
          </div>
          <div class={actionsCss}>
            {o.rotate && (
              <Button variant="secondary" disabled={p.busy} onClick={() => p.open('codes', { kind: 'confirm', id: 'rotate', name: '' })}>
                {t('profile.codes.rotate')}
              </Button>
            )}
            <Button variant="secondary" onClick={() => p.send({ type: 'cancel' })}>
              {t('profile.codes.hide')}
            </Button>
          </div>
        </>
      ) : flow.kind === 'confirm' ? (
        <Confirm question={t('profile.codes.confirmRotate')} action={t('profile.codes.rotate')} onYes={() => void show(o.rotate!())} />
      ) : (
        <Button variant="secondary" disabled={p.busy} onClick={() => void show(o.get())}>
          {t('profile.codes.show')}
        </Button>
      )}
    </Section>
  );
}
