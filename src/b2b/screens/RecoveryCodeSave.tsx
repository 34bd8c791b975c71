import { Button } from '../../ui/components/Button';
import { downloadText } from '../../ui/download';
import { css } from '../../ui/sheet';
import { useToasts } from '../../ui/toasts';
import { copyWithToast } from '../components/copy';
import { Header } from '../components/Header';
import { useWidget } from '../components/use';
import { mfaOf } from '../machine-mfa';

const list = css`font-family:monospace;margin:0;padding:12px;list-style:none;display:grid;grid-template-columns:repeat(auto-fit,minmax(15ch,1fr));white-space:nowrap;gap:4px;border:1px solid var(--fl-c-border);border-radius:4px;`;

/** The download file name: '<organization name>-backup-codes.txt'. */
export const backupFileName = (orgName: string) => `${orgName}-backup-codes.txt`;

/** Shows the recovery codes once; download, copy all, Done. */
export function RecoveryCodeSave() {
  const w = useWidget();
  const toasts = useToasts();
  const s = w.state.value;
  const codes = mfaOf(s).totp.recoveryCodes;
  const text = codes.join('\n');
  const download = () => downloadText(backupFileName(s.flow.organization?.organization_name ?? ''), text);
  const copy = () => copyWithToast(toasts, text, w.t('recoverySave.copied'), w.t('recoverySave.copyFailed'));
  return (
    <>
      <Header title={w.t('recoverySave.title')} text={w.t('recoverySave.text')} />
      <ul class={list}>
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <Button variant="secondary" onClick={download}>
        {w.t('recoverySave.download')}
      </Button>
      <Button variant="secondary" onClick={copy}>
        {w.t('recoverySave.copyAll')}
      </Button>
      <Button onClick={() => w.dispatch({ type: 'recoveryCodesSaved' })}>{w.t('recoverySave.done')}</Button>
    </>
  );
}
