import type { VNode } from 'preact';
import { Divider } from '../../ui/components/Divider';
import { ErrorText } from '../../ui/components/ErrorText';
import { Heading } from '../../ui/components/Heading';
import { Logo } from '../../ui/components/Logo';
import { useTheme } from '../../ui/mount';
import { useText } from '../../ui/text';
import { configError, products, tabs } from '../config';
import { oneTapAlone } from '../oauth';
import { useWidget } from '../context';
import { LoginForm } from '../components/LoginForm';
import { OAuthButtons } from '../slots/OAuthButtons';
import { PasskeyButton } from '../slots/PasskeyButton';
import { WalletButtons } from '../slots/WalletButtons';

/**
 * Logo, header, then the products in configured order: OAuth buttons, wallet buttons and the
 * email/phone form, with an 'or' divider between the social/wallet group and the form. A
 * configuration error replaces all of it.
 */
export function Main() {
  const w = useWidget();
  const t = useText();
  const theme = useTheme();
  const err = configError(w.config);
  // One Tap alone (section 4): only Google's own prompt shows; the widget draws nothing around it
  // (the frame collapses in CSS while the prompt's region is there; a fallback button brings it back).
  const alone = oneTapAlone(w.config);
  const blocks: [string, VNode][] = [];
  for (const p of products(w.config)) {
    const kind = p === 'oauth' || p === 'crypto' ? 'social' : p === 'passkeys' ? '' : 'form';
    if (!kind || blocks.some(([k, v]) => k === kind && (kind === 'form' || v.key === p))) continue;
    if (blocks.length && blocks[blocks.length - 1][0] !== kind) blocks.push(['divider', <Divider key={`d${blocks.length}`} />]);
    const node =
      p === 'oauth' ? (
        <OAuthButtons key={p} />
      ) : p === 'crypto' ? (
        <WalletButtons key={p} />
      ) : (
        <LoginForm key="form" methods={tabs(w.config)} />
      );
    blocks.push([kind, node]);
  }
  return (
    <>
      {!alone && <Logo />}
      <Heading hidden={theme.hideHeaderText || alone}>{t('main.title')}</Heading>
      {err ? (
        <ErrorText message={t(err)} />
      ) : (
        <>
          <PasskeyButton />
          {blocks.map(([, node]) => node)}
          {/* Without a form (OAuth / wallets only) errors show here, e.g. a failed token on load. */}
          {!blocks.some(([k]) => k === 'form') && <ErrorText message={w.m.state.value.formState.errorMessage} />}
        </>
      )}
    </>
  );
}
