// The B2B widget's lazy chunks (src/ui/lazy.tsx): one loader per chunk entry (chunks/*.ts), by the
// file names of manifest.ts (which build.mjs builds from).
import { lazy } from '../core/chunk';
import { manifest } from './manifest';

const { chunks: c } = manifest;
/** The screens after a first step and their intents; preloaded when the user reaches Main's blocks. */
export const stepsChunk = lazy(__CDN__ ? c.steps.file : () => import('./chunks/steps'));
const preload = () => void stepsChunk().catch(() => {});
/** Preload handlers for Main's blocks: the next screen is usually there before the answer (none in the single files, which hold it). */
export const preloadSteps = __CHUNKS__ ? { onFocusCapture: preload, onPointerEnter: preload } : {};
/** The password form and its screen (its submit's intents are the steps chunk's). */
export const passwordChunk = lazy(__CDN__ ? c.password.file : () => import('./chunks/password'));
const preloadBoth = () => (preload(), void passwordChunk().catch(() => {}));
/** Preload handlers for Main's password block: the form's screen and its submit's steps chunk (none in the single files). */
export const preloadPassword = __CHUNKS__ ? { onFocusCapture: preloadBoth, onPointerEnter: preloadBoth } : {};
/** A chunk that loads after the steps chunk (manifest `after`): in CDN builds it reads shared modules from that file. */
const afterSteps = <M>(file: string) => {
  const load = lazy<M>(file);
  return () => stepsChunk().then(load);
};
/** MFA screens (enrollment, SMS and TOTP codes, recovery codes), their intents and the machine's MFA half. */
export const mfaChunk = lazy(__CDN__ ? afterSteps<typeof import('./chunks/mfa')>(c.mfa.file) : () => import('./chunks/mfa'));
/** Password-reset screens and their intents. */
export const resetChunk = lazy(__CDN__ ? afterSteps<typeof import('./chunks/reset')>(c.reset.file) : () => import('./chunks/reset'));
/** SSO discovery screens and their intents. */
export const ssoChunk = lazy(__CDN__ ? c.sso.file : () => import('./chunks/sso'));
/** The Error screen and its messages. */
export const errorChunk = lazy(__CDN__ ? c.error.file : () => import('./chunks/error'));
/** Google One Tap (component and intent): when Google with one_tap is the only provider. */
export const oneTapChunk = lazy(__CDN__ ? c.oneTap.file : () => import('./chunks/oneTap'));

/**
 * The loaders by name, handed to the widget core (createWidget) so code in one chunk reaches
 * another's intents through `later(w, (c) => c.mfa, ...)` or `inSteps(w, ...)` without importing this module: the
 * chunks' imports never lead back to the loaders (test/core/cycles.test.ts).
 */
export const chunks = { steps: stepsChunk, mfa: mfaChunk, reset: resetChunk, sso: ssoChunk, error: errorChunk, oneTap: oneTapChunk };
export type Chunks = typeof chunks;
