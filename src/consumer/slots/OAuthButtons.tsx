// Main-screen slot: 'Continue with {provider}' buttons, one per configured provider, each starting
// that provider's redirect (PKCE, custom scopes, provider params, redirect URLs).
// Google One Tap (prompt, positions, error states) is not here yet: it belongs to the second
// consumer developer's OAuth/One Tap work, which replaces or extends this slot.
import { Button } from '../../ui/components/Button';
import { cx } from '../../ui/styles';
import { useText } from '../../ui/text';
import { providers } from '../config';
import { useWidget } from '../context';
import { attempt } from '../flows';

/** Display names where capitalising the type is not enough. */
const NAMES: Record<string, string> = { github: 'GitHub', gitlab: 'GitLab', linkedin: 'LinkedIn', tiktok: 'TikTok' };
export const providerName = (type: string) => NAMES[type] || type[0].toUpperCase() + type.slice(1);

export function OAuthButtons() {
  const w = useWidget();
  const t = useText();
  const o = w.config.oauthOptions || {};
  return (
    <div class={cx.col}>
      {providers(w.config).map((p) => (
        <Button
          key={p.type}
          variant="secondary"
          onClick={() =>
            attempt(w, () =>
              w.client.oauth[p.type].start({
                login_redirect_url: o.loginRedirectURL,
                signup_redirect_url: o.signupRedirectURL,
                custom_scopes: p.custom_scopes,
                provider_params: p.provider_params,
              }),
            )
          }
        >
          {t('main.oauth', { provider: providerName(p.type) })}
        </Button>
      ))}
    </div>
  );
}
