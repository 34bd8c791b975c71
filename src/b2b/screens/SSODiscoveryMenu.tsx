import { Button } from '../../ui/components/Button';
import { Header } from '../components/Header';
import { useWidget } from '../components/use';
import { inSteps } from '../widget';

/** Several SSO connections: pick one. */
export function SSODiscoveryMenu() {
  const w = useWidget();
  return (
    <>
      <Header back title={w.t('ssoMenu.title')} />
      {w.state.value.form.ssoConnections.map((c) => (
        <Button key={c.connection_id} variant="secondary" onClick={() => inSteps(w, (m) => m.startSSO(w, c.connection_id))}>
          {w.t('main.continueWith', { provider: c.display_name })}
        </Button>
      ))}
    </>
  );
}
