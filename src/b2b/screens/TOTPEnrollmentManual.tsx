import { Button } from '../../ui/components/Button';
import { css } from '../../ui/sheet';
import { useToasts } from '../../ui/toasts';
import { copyWithToast } from '../components/copy';
import { Header } from '../components/Header';
import { useWidget } from '../components/use';
import { TotpPending, useTotpEnrollment } from '../components/TotpEnrollment';
import { formatTotpSecret } from '../rules-steps';
import { show } from '../widget';

const secret = css`font-family:monospace;font-size:18px;text-align:center;letter-spacing:1px;margin:0;word-break:break-word;`;

/** The secret in lowercase groups of 4, with copy. */
export function TOTPEnrollmentManual() {
  const w = useWidget();
  const toasts = useToasts();
  const enrollment = useTotpEnrollment();
  const { totp } = enrollment;
  const copy = () => copyWithToast(toasts, totp.secret, w.t('totpManual.copied'), w.t('totpManual.copyFailed'));
  return (
    <>
      <Header title={w.t('totpManual.title')} text={w.t('totpManual.text')} />
      {totp.secret ? (
        <>
          <p class={secret}>{formatTotpSecret(totp.secret)}</p>
          <Button variant="secondary" onClick={copy}>
            {w.t('totpManual.copy')}
          </Button>
        </>
      ) : (
        <TotpPending {...enrollment} />
      )}
      <Button variant="link" onClick={() => w.dispatch({ type: 'totpShowCode', method: 'qr' })}>
        {w.t('totpManual.scanAgain')}
      </Button>
      <Button disabled={!totp.secret} onClick={() => show(w, 'TOTPEntry', true)}>
        {w.t('continue')}
      </Button>
    </>
  );
}
