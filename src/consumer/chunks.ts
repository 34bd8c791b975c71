// The consumer widgets' lazy features (src/ui/lazy.tsx): one loader per chunk, shared by the places
// that need it. CDN chunk files are listed in build.mjs lazyChunks.
import { lazy } from '../core/chunk';

/** The screens after a first step; preloaded when the user reaches the email or phone form. */
export const stepsChunk = lazy(__CDN__ ? 'featherlogin.steps.js' : () => import('./screens/steps'));
/** Preload handlers for a first-step form: the next screen is usually there before the answer. */
export const preloadSteps = { onFocusCapture: () => void stepsChunk().catch(() => {}), onPointerEnter: () => void stepsChunk().catch(() => {}) };
/** Crypto wallet screens and the wallet flow: on the first wallet pick. */
export const cryptoChunk = lazy(__CDN__ ? 'featherlogin.crypto.js' : () => import('./screens/crypto'));
/** Passkey-registration screens: mountPasskeyRegistration, or the offer after a sign-in. */
export const passkeysChunk = lazy(__CDN__ ? 'featherlogin.passkeys.js' : () => import('./screens/passkeyRegistration'));
/** Google One Tap: when a Google provider has one_tap. */
export const oneTapChunk = lazy(__CDN__ ? 'featherlogin.onetap.js' : () => import('./OneTap'));
