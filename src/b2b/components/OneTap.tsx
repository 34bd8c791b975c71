// Google One Tap for the organization widget (shown when Google with one_tap is the only provider
// and OAuth the only product, section 5). The prompt renders inside the widget; a failure or cancel
// shows the plain Google button, with a developer message for a test public token only (section 8).
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../ui/components/Button';
import { ErrorText } from '../../ui/components/ErrorText';
import { Spinner } from '../../ui/components/Spinner';
import { usePromptParent } from '../../ui/prompt-parent';
import { PROVIDER_NAMES } from '../rules';
import { useWidget } from './use';
import { inSteps } from '../widget';
import { startOneTap } from '../intents/oneTap';
import { BrandIcon } from './BrandIcon';

const PARENT = 'fl-b2b-onetap';

export function OneTap() {
  const w = useWidget();
  const [failed, setFailed] = useState<string | null>(null);
  const [shown, setShown] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const { slotted } = usePromptParent(box, PARENT, true);
  useEffect(() => {
    let live = true;
    startOneTap(w, PARENT, () => live && setShown(true)).then((message) => live && setFailed(message));
    return () => void (live = false);
  }, []);
  if (failed === null)
    return (
      <div ref={box} id={PARENT} role="region" aria-label={w.t('oneTap.label')} aria-busy={!shown}>
        {!shown && <Spinner label={w.t('oneTap.label')} />}
        {slotted && <slot name={PARENT} />}
      </div>
    );
  return (
    <>
      <ErrorText message={failed || undefined} />
      <Button variant="secondary" onClick={() => inSteps(w, (m) => m.startOAuth(w, 'google'))}>
        <BrandIcon name="google" label={w.t('main.continueWith', { provider: PROVIDER_NAMES.google })} />
      </Button>
    </>
  );
}
