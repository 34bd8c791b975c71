// Screen value -> component. Main and LoggingIn are in the main bundle; the others load on first
// use with their chunk (manifest.ts; loaders in consumer/lazy.ts).
import type { ComponentType } from 'preact';
import { lazyScreens } from '../../ui/lazy';
import { cryptoChunk as crypto, passkeysChunk as passkeys, stepsChunk as steps } from '../lazy';
import type { ScreenName } from '../machine';
import { manifest } from '../manifest';
import { LoggingIn } from './LoggingIn';
import { Main } from './Main';

const { chunks: c } = manifest;

export const screens: Partial<Record<ScreenName, ComponentType>> = {
  Main,
  LoggingIn,
  ...lazyScreens(steps, c.steps.screens),
  ...lazyScreens(passkeys, c.passkeys.screens),
  ...lazyScreens(crypto, c.crypto.screens),
};
