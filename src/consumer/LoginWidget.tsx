import { useEffect } from 'react';
import type { StytchClient } from './StytchUIClient';
import { preload } from '../core/stubs';
import { Spinner } from '../ui/components/Spinner';
import { Watermark } from '../ui/components/Watermark';
import { css } from '../ui/sheet';
import { onFirstUse } from '../ui/first-use';
import { reportError, type Callbacks } from '../ui/events';
import { useSettings } from '../ui/settings';
import { useText } from '../ui/text';
import { useToasts } from '../ui/toasts';
import type { LoginConfig } from './config';
import { WidgetContext, type W } from './context';
import { go, tokenParams } from './flows';
import type { Machine } from './machine';
import { stepsOp } from './lazy';
import { errorText } from '../ui/error-text';
import type { Registry } from './registry';

/** Out of the flow, in the screen's top corner (the widget's padding): nothing moves. */
const floating = css`position:absolute;top:12px;right:12px;`;

/** The stytch_token_type values authenticated on load (stepFlows.ts `authenticateToken`). */
const TOKEN_TYPES = ['magic_links', 'login', 'oauth', 'impersonation'];

/**
 * Token handling on load: magic_links / oauth / impersonation tokens are authenticated ('Logging
 * in'), a reset_password token opens the reset form (see StytchUIClient), a login token on the
 * reset widget logs in by magic link. The call, and the screen it leads to, come with the steps chunk
 * (stepFlows.ts), which removes the parameters; a chunk that cannot load leaves them (a reload tries again).
 */
async function authenticateTokenOnLoad(w: W, resetWidget = false) {
  const p = tokenParams();
  if (!p || !TOKEN_TYPES.includes(p.type) || (p.type === 'login') !== resetWidget) return;
  go(w, 'LoggingIn');
  // The authenticate is a sign-in namespace's: its file loads beside the steps chunk, not after it.
  if (__LAZY_API__) preload(w.client.magicLinks);
  try {
    await stepsOp(w, (m) => m.authenticateToken(w, p));
  } catch (e) {
    reportError(w.callbacks, e);
    go(w, resetWidget ? 'PasswordResetForm' : 'Main');
    w.m.dispatch({ type: 'set_error_message', errorMessage: errorText(e, w.t) });
  }
}

export type WidgetMode = 'login' | 'reset' | 'passkeyRegistration';

export interface LoginWidgetProps {
  client: StytchClient;
  config: LoginConfig;
  callbacks?: Callbacks;
  m: Machine;
  mode: WidgetMode;
  /** Its screens: those of its config's products (registry.ts). */
  products: Registry;
}

/**
 * The consumer widget: the current screen of its machine, plus the watermark when the project shows it
 * and a floating loader while client state loads (spec section 2, Shared chrome): until the project
 * settings arrive (the screen uses the default ones meanwhile, or the cache once the client's idle
 * callback has read it). It floats over the screen,
 * which stays as it is (focus, typed input). A token authentication on load has its own screen with a
 * spinner (LoggingIn), so no second one floats over it.
 */
export function LoginWidget(p: LoginWidgetProps) {
  const t = useText();
  const toasts = useToasts();
  // Whether the settings have arrived: their arrival renders again (the loader goes), so the screens
  // and the footer read them then; a mount after it starts without the loader.
  const boot = p.client.bootstrap;
  const loaded = useSettings(boot, () => boot.isSettled());
  const bootstrap = boot.peek();
  const w: W = { client: p.client, config: p.config, products: p.products, callbacks: p.callbacks, m: p.m, bootstrap, toasts, t };
  useEffect(() => {
    // The client's sign-in namespaces load on first call (src/core/stubs.ts): start on the page's
    // first use (a pointer, a key, a focus), so the user's first submit or click finds them in and
    // a page nobody signs in on neither downloads nor holds them (the single files hold them).
    const stop = __LAZY_API__ ? onFirstUse(() => preload(p.client.magicLinks)) : undefined;
    if (p.mode !== 'passkeyRegistration') authenticateTokenOnLoad(w, p.mode === 'reset');
    return stop;
  }, []);
  // The current screen (a computed): this renders again when it changes; each screen reads the
  // machine's state itself (m.state.value), so a form edit renders only the screens that read it.
  const screen = p.m.screen.value;
  const Screen = p.products.screens[screen];
  const node = Screen ? <Screen key={screen} /> : null;
  // The passkey-registration widget's user check comes with its screens (the product's chunk).
  const RequireUser = p.mode === 'passkeyRegistration' && p.products.RequireUser;
  return (
    <WidgetContext.Provider value={w}>
      {RequireUser ? <RequireUser>{node}</RequireUser> : node}
      {!loaded && screen !== 'LoggingIn' && (
        <div class={floating}>
          <Spinner />
        </div>
      )}
      <Watermark show={bootstrap.displayWatermark} />
    </WidgetContext.Provider>
  );
}
