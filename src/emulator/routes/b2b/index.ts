// The B2B feature files, in order (routes/index.ts spreads this list).
import type { Feature } from '../../registry';
import admin from './admin';
import connections from './connections';
import discovery from './discovery';
import magicLinks from './magic-links';
import mfa from './mfa';
import oauth from './oauth';
import organizations from './organizations';
import otps from './otps';
import passwords from './passwords';
import sessions from './sessions';
import sso from './sso';

export const b2bFeatures: Feature[] = [
  organizations,
  sessions,
  magicLinks,
  otps,
  passwords,
  oauth,
  sso,
  discovery,
  mfa,
  admin,
  connections,
];
