import { safeImageURL } from '../../core/url';
import { Button } from '../../ui/components/Button';
import { Spinner } from '../../ui/components/Spinner';
import { css } from '../../ui/sheet';
import { Header } from '../components/Header';
import { useWidget } from '../components/use';
import { useTotpEnrollment } from '../components/useTotpEnrollment';
import { show } from '../widget';

const qr = css`align-self:center;width:180px;height:180px;`;

/** The QR code to scan; 'Having trouble scanning?' shows the secret instead. */
export function TOTPEnrollmentQRCode() {
  const w = useWidget();
  const totp = useTotpEnrollment();
  const src = safeImageURL(totp.qrCode);
  return (
    <>
      <Header back={w.state.value.history.length > 0} title={w.t('totpQR.title')} text={w.t('totpQR.text')} />
      {src ? <img class={qr} src={src} alt={w.t('totpQR.alt')} /> : <Spinner />}
      <Button variant="link" onClick={() => w.dispatch({ type: 'totpShowCode', method: 'manual' })}>
        {w.t('totpQR.trouble')}
      </Button>
      <Button disabled={!totp.secret} onClick={() => show(w, 'TOTPEntry', true)}>
        {w.t('continue')}
      </Button>
    </>
  );
}
