// The consumer widgets' lazy chunks, declared once. build.mjs builds each CDN chunk from its entry
// chunks/<name>.ts into `file` (it loads this module through esbuild); lazy.ts loads them by `file`
// (CDN) or import() of the entry (ESM); the screen registry (screens/index.ts) maps each chunk's `screens`
// to its loader (the chunk entry must export a component of that name: a compile error otherwise);
// and test/scripts/manifest.test.ts checks that size-limit.json has a row per file.
import type { ScreenName } from './machine';

interface Chunk {
  /** The CDN file; its entry is src/<widget>/chunks/<name>.ts unless `entry` says otherwise. */
  file: string;
  entry?: string;
  screens: readonly ScreenName[];
}

export const manifest = {
  chunks: {
    /** The screens after a first step; preloaded on the email or phone form. */
    steps: {
      file: 'featherlogin.steps.js',
      screens: [
        'EmailConfirmation',
        'OTPAuthenticate',
        'OTPConfirmation',
        'PasswordCreateOrLogin',
        'PasswordForgot',
        'PasswordDedupe',
        'PasswordBreached',
        'PasswordSetNew',
        'PasswordCheckEmail',
        'PasswordResetForm',
        'PasswordConfirmation',
        'PasskeyConfirmation',
      ],
    },
    /** The Text / WhatsApp form and the phone field (not the phone library: featherlogin.phone.js); when a phone tab shows (its loader: components/PhoneFormPlaceholder.tsx). */
    phone: { file: 'featherlogin.phoneform.js', screens: [] },
    passkeys: {
      file: 'featherlogin.passkeys.js',
      screens: ['PasskeyRegistrationStart', 'PasskeyRegistrationSuccess'],
    },
    crypto: {
      file: 'featherlogin.crypto.js',
      screens: ['CryptoConnect', 'CryptoSignMessage', 'CryptoConfirmation', 'CryptoError', 'CryptoOtherScreen', 'CryptoSetupWallet'],
    },
    /** Google One Tap (a component of the OAuth buttons, not a screen). */
    oneTap: { file: 'featherlogin.onetap.js', screens: [] },
    /** The profile widget of a signed-in user (mountUserProfile: src/profile; a widget layer of its own, so its entry is there). */
    profile: { file: 'featherlogin.profile.js', entry: 'src/profile/chunk.ts', screens: [] },
    /** The identity-provider widget and its page's requests (mountIdentityProvider; its loader is registered by src/entries, as src/idp is no consumer import). */
    idp: { file: 'featherlogin.idp.js', entry: 'src/entries/cdn/idp-chunk.ts', screens: [] },
  },
} as const satisfies { chunks: Record<string, Chunk> };
