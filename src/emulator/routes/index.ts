// Every feature file, in order. Add a line for a new one (B2B: './b2b/...', identity provider: './idp').
import type { Feature } from '../registry';
import admin from './admin';
import adminPage from './admin-page';
import { b2bFeatures } from './b2b';
import { backendFeatures } from './backend';
import accountUpdates from './account-updates';
import connectedApps from './connected-apps';
import consumerCrypto from './consumer/crypto-wallets';
import consumerImpersonation from './consumer/impersonation';
import consumerMagicLinks from './consumer/magic-links';
import consumerOAuth from './consumer/oauth';
import consumerOtps from './consumer/otps';
import consumerPasswords from './consumer/passwords';
import consumerSessions from './consumer/sessions';
import consumerTotps from './consumer/totps';
import consumerUsers from './consumer/users';
import consumerWebauthn from './consumer/webauthn';
import dfp from './dfp';
import idp from './idp';
import shared from './shared';

export const features: Feature[] = [
  shared,
  dfp,
  admin,
  adminPage,
  consumerUsers,
  consumerSessions,
  consumerMagicLinks,
  consumerOtps,
  consumerPasswords,
  consumerOAuth,
  consumerCrypto,
  consumerTotps,
  consumerWebauthn,
  consumerImpersonation,
  ...b2bFeatures,
  idp,
  connectedApps,
  accountUpdates,
  ...backendFeatures,
];
