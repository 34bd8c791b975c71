import { useEffect, useRef } from 'react';
import { Button } from '../../ui/components/Button';
import { Divider } from '../../ui/components/Divider';
import { Logo } from '../../ui/components/Logo';
import { useTheme } from '../../ui/mount';
import { safeImageURL } from '../../core/url';
import { Spinner } from '../../ui/components/Spinner';
import { cx } from '../../ui/styles';
import { lazyComponent } from '../../ui/lazy';
import { oneTapChunk, passwordChunk, preloadPassword, preloadSteps } from '../lazy';
import { EmailForm } from '../components/EmailForm';
import { Header } from '../components/Header';
import { useWidget } from '../components/use';
import { mainBlocks, PROVIDER_NAMES, type B2BProduct, type MainBlock } from '../rules';
import { inSteps, products as offered, show } from '../widget';
import { fetchOrganization } from '../intents/load';
import { BrandIcon } from '../components/BrandIcon';

/** Google One Tap comes with its intent on first use (a Spinner meanwhile, as its own loading state). */
const OneTap = lazyComponent<{}, typeof import('../chunks/oneTap')>(oneTapChunk, 'OneTap');
/**
 * The password form, when passwords is Main's only email product, comes with its chunk (a Spinner
 * meanwhile); with an email form, 'Use a password instead' leads to its screen.
 */
const PasswordForm = lazyComponent<{}, typeof import('../chunks/password')>(passwordChunk, 'PasswordForm');

/** The organization's home: heading rules, logos, then email / buttons / password blocks with 'or' between. */
export function Main() {
  const w = useWidget();
  const theme = useTheme();
  // What is typed in the email form: 'Use a password instead' carries it to the password form.
  const typed = useRef('');
  const s = w.state.value;
  const org = s.flow.organization;
  // Without its organization (first render, or Back from a failed link) the organization flow's Main fetches it.
  const missing = s.flow.type === 'Organization' && !org;
  // Per widget: a mount again with another flow is a new widget on the same Main.
  useEffect(() => void (missing && fetchOrganization(w)), [w, missing]);
  if (missing) return <Spinner />;
  const { products, providers } = offered(w);
  const discovery = s.flow.type === 'Discovery';
  const connections = org?.sso_active_connections ?? [];
  const has = (p: B2BProduct) => (p === 'oauth' ? providers.length > 0 : p === 'sso' ? discovery || connections.length > 0 : true);
  const blocks = mainBlocks(products, has);
  const verify = !!s.primary.email && !s.primary.verified && !!s.primary.methods;
  const title = discovery
    ? w.t('main.discoveryTitle')
    : verify
      ? w.t('main.verifyTitle')
      : w.t('main.orgTitle', { organization: org?.organization_name ?? '' });
  // One Tap only when Google with one_tap is the only provider and OAuth the only product.
  const oneTap = products.length === 1 && providers.length === 1 && providers[0].type === 'google' && !!providers[0].one_tap;
  const block = (b: MainBlock) => {
    if (b === 'email')
      return (
        <EmailForm
          key={s.primary.email ?? ''}
          email={s.form.email || s.primary.email || ''}
          send={(v) => inSteps(w, (m) => m.submitEmail(w, v))}
          // The OTP-only form words it as the OTP forms do (section 5).
          otp={!products.includes('emailMagicLinks')}
          onInput={(v) => (typed.current = v)}
        >
          {w.t('main.continueWithEmail')}
        </EmailForm>
      );
    if (b === 'password')
      return blocks.includes('email') ? (
        <Button variant="secondary" onClick={() => w.dispatch({ type: 'usePassword', email: typed.current.trim() })}>
          {w.t('main.usePassword')}
        </Button>
      ) : (
        <PasswordForm />
      );
    return (
      <div class={cx.col}>
        {b.map((p) =>
          p === 'oauth' ? (
            oneTap ? (
              <OneTap key="onetap" />
            ) : (
              providers.map((pv) => (
                <Button key={pv.type} variant="secondary" onClick={() => inSteps(w, (m) => m.startOAuth(w, pv.type))}>
                  <BrandIcon name={pv.type} label={w.t('main.continueWith', { provider: PROVIDER_NAMES[pv.type] })} />
                </Button>
              ))
            )
          ) : discovery ? (
            <Button key="sso" variant="secondary" onClick={() => show(w, 'SSODiscoveryEmail', true)}>
              {w.t('sso.continueWithSSO')}
            </Button>
          ) : (
            connections.map((c) => (
              <Button key={c.connection_id} variant="secondary" onClick={() => inSteps(w, (m) => m.startSSO(w, c.connection_id))}>
                {w.t('main.continueWith', { provider: c.display_name })}
              </Button>
            ))
          ),
        )}
      </div>
    );
  };
  return (
    <>
      {/* The organization's and the theme's logos: with neither, no empty row (and its gap) above the heading. */}
      {(safeImageURL(org?.organization_logo_url) || safeImageURL(theme.logo.logoImageUrl)) && (
        <div class={cx.row}>
          {org?.organization_logo_url && (
            <Logo src={org.organization_logo_url} alt={w.t('main.orgLogoAlt', { organization: org.organization_name })} />
          )}
          <Logo />
        </div>
      )}
      {s.flow.type !== 'PasswordReset' && (
        <Header title={title} text={verify ? w.t('main.verifyText') : undefined} hidden={theme.hideHeaderText} />
      )}
      {blocks.map((b, i) => (
        <div key={i} class={cx.col} {...(b === 'password' ? preloadPassword : preloadSteps)}>
          {i > 0 && <Divider />}
          {block(b)}
        </div>
      ))}
    </>
  );
}
