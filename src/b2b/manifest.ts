// The B2B widget's lazy chunks, declared once. build.mjs builds each CDN chunk from its entry
// chunks/<name>.ts into `file` (it loads this module through esbuild); lazy.ts loads them by `file`
// (CDN) or import() of the entry (ESM); the screen registry (B2BWidget.tsx) maps each chunk's `screens` to its loader
// (the chunk entry must export a component of that name: a compile error otherwise); and
// test/scripts/manifest.test.ts checks that size-limit.json has a row per file and the journeys.
import type { Screen } from './machine';

interface Chunk {
  /** The CDN file; its entry is src/<widget>/chunks/<name>.ts unless `entry` says otherwise. */
  file: string;
  entry?: string;
  screens: readonly Screen[];
  /**
   * A chunk its loader (lazy.ts) always loads first: in CDN builds the modules both hold are read
   * from that one's file instead of being copied (build.mjs buildCdnWithChunks).
   */
  after?: 'steps';
}

export const manifest = {
  chunks: {
    /** Screens after a first step and their intents; preloaded on Main's blocks. */
    steps: {
      file: 'featherlogin.b2b.steps.js',
      screens: ['EmailMethodSelection', 'EmailConfirmation', 'EmailOTPEntry', 'Discovery'],
    },
    /** The password form and its screen; preloaded on Main's password block. */
    password: { file: 'featherlogin.b2b.password.js', screens: ['PasswordAuthenticate'] },
    /** After the steps chunk, which a sign-in has loaded anyway (its CDN file holds the sign-in calls): the code-entry components. */
    mfa: {
      file: 'featherlogin.b2b.mfa.js',
      after: 'steps',
      screens: [
        'MFALoad',
        'MFAEnrollmentSelection',
        'SMSOTPEnrollment',
        'SMSOTPEntry',
        'TOTPEntry',
        'TOTPEnrollmentQRCode',
        'TOTPEnrollmentManual',
        'RecoveryCodeSave',
        'RecoveryCodeEntry',
      ],
    },
    /** After the steps chunk too: a reset starts from Main's password form or a reset link, whose intents are there. */
    reset: {
      file: 'featherlogin.b2b.reset.js',
      after: 'steps',
      screens: ['PasswordForgotForm', 'PasswordSetNewConfirmation', 'PasswordResetForm', 'PasswordResetVerifyConfirmation'],
    },
    sso: { file: 'featherlogin.b2b.sso.js', screens: ['SSODiscoveryEmail', 'SSODiscoveryMenu', 'SSODiscoveryFallback'] },
    error: { file: 'featherlogin.b2b.error.js', screens: ['Error'] },
    /** Google One Tap (a component of Main, not a screen). */
    oneTap: { file: 'featherlogin.b2b.onetap.js', screens: [] },
    /** The member profile widget (StytchB2BUIClient.mountMemberProfile: src/profile, a widget layer of its own). */
    profile: { file: 'featherlogin.b2b.profile.js', entry: 'src/profile/b2b-chunk.ts', screens: [] },
    /** The identity-provider widget (StytchB2BUIClient.mountIdentityProvider). */
    idp: { file: 'featherlogin.b2b.idp.js', screens: [] },
  },
} as const satisfies { chunks: Record<string, Chunk> };
