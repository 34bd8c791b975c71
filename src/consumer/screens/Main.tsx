import type { VNode } from 'preact';
import { Divider } from '../../ui/components/Divider';
import { ErrorText } from '../../ui/components/ErrorText';
import { Heading } from '../../ui/components/Heading';
import { Logo } from '../../ui/components/Logo';
import { useTheme } from '../../ui/mount';
import { lazyComponent } from '../../ui/lazy';
import { useText } from '../../ui/text';
import { configError, has, products, tabs } from '../config';
import { stepsChunk, stepsOp } from '../lazy';
import { oneTapAlone } from '../oauth';
import { useWidget } from '../context';
import { LoginForm } from '../components/LoginForm';
import { OAuthButtons } from '../slots/OAuthButtons';
import { PasskeyButton } from '../slots/PasskeyButton';
import { WalletButtons } from '../slots/WalletButtons';

/**
 * The passkey slot beside a form: its autofill checks and login come with the steps chunk, which it
 * loads as Main mounts (nothing drawn meanwhile: the button, where it shows, waited on the checks anyway).
 */
const PasskeyAutofill = lazyComponent<{}, typeof import('../chunks/steps')>(stepsChunk, 'PasskeyAutofill', () => null);

/**
 * Logo, header, then the products in configured order: OAuth buttons, wallet buttons and the
 * email/phone form, with an 'or' divider between the social/wallet group and the form. A
 * configuration error shows in place of the form (section 2), the other buttons staying.
 */
export function Main() {
  const w = useWidget();
  const t = useText();
  const theme = useTheme();
  const err = configError(w.config);
  // One Tap alone (section 4): only Google's own prompt shows; the widget draws nothing around it
  // (the frame collapses in CSS while the prompt's region is there; a fallback button brings it back).
  const alone = oneTapAlone(w.config);
  const form = tabs(w.config);
  const blocks: [string, VNode][] = [];
  for (const p of products(w.config)) {
    // No form where no method applies (otp configured without otpOptions.methods): a form without one could send nothing.
    const kind = p === 'oauth' || p === 'crypto' ? 'social' : p === 'passkeys' || (!err && !form.length) ? '' : 'form';
    if (!kind || blocks.some(([k, v]) => k === kind && (kind === 'form' || v.key === p))) continue;
    if (blocks.length && blocks[blocks.length - 1][0] !== kind) blocks.push(['divider', <Divider key={`d${blocks.length}`} />]);
    const node =
      p === 'oauth' ? (
        <OAuthButtons key={p} />
      ) : p === 'crypto' ? (
        <WalletButtons key={p} />
      ) : err ? (
        <ErrorText key="form" message={t(err)} />
      ) : (
        <LoginForm key="form" methods={form} />
      );
    blocks.push([kind, node]);
  }
  return (
    <>
      {!alone && <Logo />}
      <Heading hidden={theme.hideHeaderText || alone}>{t('main.title')}</Heading>
      {/* Passkeys beside a form (autofill), else their button; none when passkeys alone are the configuration error. */}
      {has(w.config, 'passkeys') &&
        (blocks.length > 0 || !err) &&
        (form.length && !err ? <PasskeyAutofill /> : <PasskeyButton login={() => stepsOp(w, (m) => m.passkeyLogin(w))} />)}
      {blocks.map(([, node]) => node)}
      {/* Passkeys alone: the configuration error, with nothing else to show. */}
      {err && !blocks.length && <ErrorText message={t(err)} />}
      {/* Without a form drawn (OAuth / wallets only, or a configuration error in its place) the other
          buttons' errors show here, e.g. a failed OAuth start or token on load. */}
      {(err || !blocks.some(([k]) => k === 'form')) && <ErrorText message={w.m.state.value.formState.errorMessage} />}
    </>
  );
}
