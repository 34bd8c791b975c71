import { safeImageURL } from '../../core/url';
import { Button } from '../../ui/components/Button';
import { css } from '../../ui/sheet';
import { Header } from '../components/Header';
import { useWidget } from '../components/use';
import { TotpPending, useTotpEnrollment } from '../components/TotpEnrollment';
import { show } from '../widget';

const qr = css`align-self:center;width:180px;height:180px;`;

/** The QR code to scan; 'Having trouble scanning?' shows the secret instead. */
export function TOTPEnrollmentQRCode() {
  const w = useWidget();
  const enrollment = useTotpEnrollment();
  const { totp } = enrollment;
  const src = safeImageURL(totp.qrCode);
  return (
    <>
      <Header back={w.state.value.history.length > 0} title={w.t('totpQR.title')} text={w.t('totpQR.text')} />
      {src ? <img class={qr} src={src} alt={w.t('totpQR.alt')} /> : <TotpPending {...enrollment} />}
      <Button variant="link" onClick={() => w.dispatch({ type: 'totpShowCode', method: 'manual' })}>
        {w.t('totpQR.trouble')}
      </Button>
      <Button disabled={!totp.secret} onClick={() => show(w, 'TOTPEntry', true)}>
        {w.t('continue')}
      </Button>
    </>
  );
}
