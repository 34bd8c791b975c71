// The consumer widgets' lazy chunks (src/ui/lazy.tsx): one loader per chunk entry (chunks/*.ts),
// by the file names of manifest.ts (which build.mjs builds from). In ESM builds the products' screen
// chunks are named by the product objects (products.ts), so a page reaches those of the products it
// names only. The phone form's loader is in components/PhoneFormPlaceholder.tsx: the form imports this module (preloadSteps), and a loader here would close a cycle.
import { lazy } from '../core/chunk';
import type { W } from './context';
import type { ScreenModule } from './products';

type StepsChunk = typeof import('./chunks/steps') & ScreenModule;
import { manifest } from './manifest';

const { chunks: c } = manifest;
/**
 * The first steps' operations and the success after a token link; on the CDN, whose file holds them,
 * the screens after a first step too (registry.ts). Preloaded when the user reaches the email or phone form.
 */
export const stepsChunk = lazy<StepsChunk>(__CDN__ ? c.steps.file : () => import('./chunks/steps'));
/**
 * A first step of Main's forms (its operation lives in the steps chunk, stepFlows.ts, with the
 * screen it leads to): the chunk, preloaded on the form, loads first and its strings join the
 * mount's catalogue (the words of a failed first step's error_type, the passkey messages); a load
 * that fails is marked (lazy(), src/core/chunk.ts), so the form shows the load error's words.
 */
export const stepsOp = <R>(w: W, op: (m: typeof import('./chunks/steps')) => Promise<R>) =>
  stepsChunk().then((m) => (w.t.add(m.text), op(m)));
/** Preload handlers for a first-step form: the next screen is usually there before the answer (none in the single files, which hold it). */
export const preloadSteps = __CHUNKS__
  ? { onFocusCapture: () => void stepsChunk().catch(() => {}), onPointerEnter: () => void stepsChunk().catch(() => {}) }
  : {};
/** Google One Tap: when a Google provider has one_tap. */
export const oneTapChunk = lazy(__CDN__ ? c.oneTap.file : () => import('./chunks/oneTap'));
/** The profile widget (src/profile): on the first mountUserProfile (a file beside the single file too, __PROFILE__). */
export const profileChunk = lazy(__CDN__ ? c.profile.file : __PROFILE__ ? __PROFILE__ : () => import('../profile/chunk'));
