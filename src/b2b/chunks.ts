// The B2B widget's lazy features (src/ui/lazy.tsx): one loader per chunk. CDN chunk files are
// listed in build.mjs lazyChunks.
import { lazy } from '../core/chunk';

/** The screens after a first step; preloaded when the user reaches Main's blocks. */
export const stepsChunk = lazy(__CDN__ ? 'featherlogin.b2b.steps.js' : () => import('./screens/steps'));
const preload = () => void stepsChunk().catch(() => {});
/** Preload handlers for Main's blocks: the next screen is usually there before the answer. */
export const preloadSteps = { onFocusCapture: preload, onPointerEnter: preload };
/** MFA screens (enrollment, SMS and TOTP codes, recovery codes). */
export const mfaChunk = lazy(__CDN__ ? 'featherlogin.b2b.mfa.js' : () => import('./screens/mfa'));
/** Password-reset screens. */
export const resetChunk = lazy(__CDN__ ? 'featherlogin.b2b.reset.js' : () => import('./screens/reset'));
/** SSO discovery screens. */
export const ssoChunk = lazy(__CDN__ ? 'featherlogin.b2b.sso.js' : () => import('./screens/sso'));
/** The Error screen and its messages. */
export const errorChunk = lazy(__CDN__ ? 'featherlogin.b2b.error.js' : () => import('./screens/error'));
/** Google One Tap (component and intent): when Google with one_tap is the only provider. */
export const oneTapChunk = lazy(__CDN__ ? 'featherlogin.b2b.onetap.js' : () => import('./components/oneTapChunk'));
