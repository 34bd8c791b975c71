// Main-screen slot: 'Continue with {provider}' buttons in configured order, each starting that
// provider's redirect (PKCE, custom scopes, provider params, redirect URLs). A Google entry with
// one_tap shows the One Tap prompt (embedded, floating, or alone under the section 4 rule).
import { Button } from '../../ui/components/Button';
import { lazyComponent } from '../../ui/lazy';
import { cx } from '../../ui/styles';
import { useText } from '../../ui/text';
import { BrandIcon } from '../components/BrandIcon';
import { providers } from '../config';
import { useWidget } from '../context';
import { attempt } from '../flows';
import { providerName } from '../../ui/provider-name';
import { oneTapAlone, startOAuth } from '../oauth';
import { oneTapChunk } from '../lazy';

type OneTapModule = typeof import('../chunks/oneTap');
/** One Tap loads on first use (its own loading state is the same Spinner). */
const OneTap = lazyComponent<Parameters<OneTapModule['OneTap']>[0], OneTapModule>(oneTapChunk, 'OneTap');

export function OAuthButtons() {
  const w = useWidget();
  const t = useText();
  const alone = oneTapAlone(w.config);
  return (
    <div class={cx.col}>
      {providers(w.config).map((p) => {
        if (p.type === 'google' && p.one_tap)
          return <OneTap key={p.type} provider={p} mode={alone ? 'alone' : p.position === 'floating' ? 'floating' : 'embedded'} />;
        const name = providerName(p.type);
        return (
          <Button key={p.type} variant="secondary" onClick={() => attempt(w, () => startOAuth(w, p))}>
            <BrandIcon name={p.type} label={t('main.oauth', { provider: name })} />
          </Button>
        );
      })}
    </div>
  );
}
