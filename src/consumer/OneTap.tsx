// Google One Tap. The project's Google client id comes from the One Tap start call; Google's
// sign-in script is loaded only then (src/ui/google.ts, shared with the B2B widget). Google's
// credential goes to the One Tap submit call, whose answer is the redirect URL carrying the OAuth token.
// Positions: embedded / embedded-only render the prompt inside the widget (spinner while loading,
// height 47 until Google sizes it, re-measured on resize after 100 ms); floating and the
// shown-alone case leave it to Google's corner prompt. Any failure or cancel shows the plain
// Google button; developer messages for the error states appear only with a test public token.
import { useEffect, useRef, useState } from 'react';
import { useFieldId } from '../ui/ids';
import { usePromptParent } from '../ui/prompt-parent';
import { StytchAPIError } from '../core/errors';
import { redirectURL } from '../core/url';
import { Button } from '../ui/components/Button';
import { ErrorText } from '../ui/components/ErrorText';
import { Spinner } from '../ui/components/Spinner';
import { clock } from '../ui/clock';
import { css } from '../ui/sheet';
import { reportError } from '../ui/events';
import { isTestClient, oneTapEnv, oneTapError, oneTapNonce, type GoogleId, type OneTapError } from '../ui/google';
import { cx } from '../ui/styles';
import { useText } from '../ui/text';
import { BrandIcon } from './components/BrandIcon';
import type { OAuthProviderConfig } from './config';
import { useWidget, type W } from './context';
import { attempt } from './flows';
import { redirectURLs, startOAuth } from './oauth';

export const ONE_TAP_HEIGHT = 47;
export const RESIZE_DEBOUNCE = 100;

export interface OneTapState {
  loading: boolean;
  /** The plain Google button replaces the prompt (failure or cancel). */
  fallback: boolean;
  error: OneTapError;
}

/**
 * Runs One Tap once: start call, script, initialize, prompt. `parentId` embeds the prompt; a floating
 * one closes on a click outside it unless the provider's `cancel_on_tap_outside` is false (Google's
 * default and the official widget's; an embedded prompt never does). Reports state changes through
 * `set`; never throws.
 */
export async function runOneTap(
  w: W,
  parentId: string | undefined,
  set: (s: Partial<OneTapState>) => void,
  cancelOutside: boolean | undefined = true,
) {
  const t = w.t;
  const fail = (reason: string, error: OneTapError = 'none', e?: unknown) => {
    console.warn(t('oneTap.failed', { reason }));
    if (e) reportError(w.callbacks, e);
    set({ loading: false, fallback: true, error });
  };
  const redirects = redirectURLs(w.config);
  let clientId: string | null | undefined;
  try {
    clientId = (await w.client.oauth.googleOneTap.startOneTap(redirects))?.google_client_id;
  } catch (e) {
    const error = oneTapError(e instanceof StytchAPIError ? e.error_type : '');
    return fail(error === 'none' ? 'unknown_reason' : error, error, e);
  }
  if (!clientId) return fail('oauth_config_not_found', 'oauth_config_not_found');
  let id: GoogleId;
  try {
    id = await oneTapEnv.load(w.config.nonce);
  } catch (e) {
    return fail('unknown_reason', 'none', e);
  }
  const nonce = oneTapNonce();
  id.initialize({
    client_id: clientId,
    nonce,
    auto_select: false,
    cancel_on_tap_outside: !parentId && cancelOutside,
    itp_support: true,
    prompt_parent_id: parentId,
    callback: async (r: { credential: string }) => {
      set({ loading: true });
      const ok = await attempt(w, async () => {
        const data = await w.client.oauth.googleOneTap.submit({ id_token: r.credential, nonce, ...redirects });
        oneTapEnv.redirect(redirectURL(data.redirect_url));
      });
      if (!ok) set({ loading: false, fallback: true });
    },
  });
  id.prompt((n) => {
    if (n.isDisplayed?.()) return set({ loading: false });
    if (n.isNotDisplayed?.()) {
      const reason = n.getNotDisplayedReason?.() || 'unknown_reason';
      return fail(reason, oneTapError(reason));
    }
    if (n.isSkippedMoment?.()) fail(n.getSkippedReason?.() || 'user_cancel');
  });
}

const heightClass = (h: number) => css`min-height:${h}px;`;

/** The One Tap prompt plus its fallback Google button. `mode`: where the prompt shows. */
export function OneTap({ provider, mode }: { provider: OAuthProviderConfig; mode: 'embedded' | 'floating' | 'alone' }) {
  const w = useWidget();
  const t = useText();
  const id = `fl-onetap-${useFieldId().replace(/[^\w-]/g, '')}`;
  const box = useRef<HTMLDivElement>(null);
  const [s, setS] = useState<OneTapState>({ loading: true, fallback: mode === 'floating', error: 'none' });
  const [height, setHeight] = useState(ONE_TAP_HEIGHT);
  const { slotted, target } = usePromptParent(box, id, mode === 'embedded');
  useEffect(() => {
    let live = true;
    runOneTap(
      w,
      mode === 'embedded' ? id : undefined,
      (patch) => {
        if (!live) return;
        // A fallback (cancel, failure) removes the container for good, and with it its measured
        // height: the 47 px Google button takes its place (the spec's 'height resets to 47').
        setS((old) => ({ ...old, ...patch, fallback: old.fallback || !!patch.fallback }));
      },
      provider.cancel_on_tap_outside,
    );
    return () => {
      live = false;
    };
  }, []);
  useEffect(() => {
    if (mode !== 'embedded') return;
    let timer: unknown;
    const measure = () =>
      setHeight(Math.max(ONE_TAP_HEIGHT, Math.round(target.current?.firstElementChild?.getBoundingClientRect().height || 0)));
    const onResize = () => {
      clock.clearTimeout(timer);
      timer = clock.setTimeout(measure, RESIZE_DEBOUNCE);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clock.clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  const origin = location.origin;
  const developer = s.error !== 'none' && isTestClient(w.client) ? t(`oneTap.dev.${s.error}`, { origin, port: location.port || '80' }) : '';
  const name = 'Google';
  return (
    <>
      {mode !== 'floating' && !s.fallback && (
        <div
          ref={box}
          id={id}
          data-onetap={mode}
          data-height={height}
          class={mode === 'alone' ? cx.vh : heightClass(height)}
          aria-label={t('oneTap.label')}
          role="region"
          aria-busy={s.loading}
        >
          {mode === 'embedded' && s.loading && <Spinner label={t('oneTap.label')} />}
          {slotted && <slot name={id} />}
        </div>
      )}
      <ErrorText message={developer} />
      {s.fallback && (
        <Button variant="secondary" onClick={() => attempt(w, () => startOAuth(w, provider))}>
          <BrandIcon name="google" label={t('main.oauth', { provider: name })} />
        </Button>
      )}
    </>
  );
}
