// The consumer widgets' lazy chunks (src/ui/lazy.tsx): one loader per chunk entry (chunks/*.ts),
// by the file names of manifest.ts (which build.mjs builds from).
import { lazy } from '../core/chunk';
import { manifest } from './manifest';

const { chunks: c } = manifest;
/** The screens after a first step; preloaded when the user reaches the email or phone form. */
export const stepsChunk = lazy(__CDN__ ? c.steps.file : () => import('./chunks/steps'));
/** Preload handlers for a first-step form: the next screen is usually there before the answer. */
export const preloadSteps = {
  onFocusCapture: () => void stepsChunk().catch(() => {}),
  onPointerEnter: () => void stepsChunk().catch(() => {}),
};
/** The Text / WhatsApp form: when a phone tab shows (components/PhoneFormLater.tsx); preloaded over the tabs.
 * Marked pure: the single files, which do not import PhoneFormLater, drop it and the import(). */
export const phoneChunk = /* @__PURE__ */ lazy(__CDN__ ? c.phone.file : () => import('./chunks/phone'));
/** Crypto wallet screens and the wallet flow: on the first wallet pick. */
export const cryptoChunk = lazy(__CDN__ ? c.crypto.file : () => import('./chunks/crypto'));
/** Passkey-registration screens: mountPasskeyRegistration, or the offer after a sign-in. */
export const passkeysChunk = lazy(__CDN__ ? c.passkeys.file : () => import('./chunks/passkeys'));
/** Google One Tap: when a Google provider has one_tap. */
export const oneTapChunk = lazy(__CDN__ ? c.oneTap.file : () => import('./chunks/oneTap'));
