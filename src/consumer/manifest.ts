// The consumer widgets' lazy chunks, declared once. build.mjs builds each CDN chunk from its entry
// chunks/<name>.ts into `file` (it loads this module through esbuild); lazy.ts loads them by `file`
// (CDN) or import() of the entry (ESM); the product objects (products.ts) map each product's `screens`
// to its loader (the chunk entry must export a component of that name: a compile error otherwise);
// and test/scripts/manifest.test.ts checks that size-limit.json has a row per file.
import type { ScreenName } from './machine';

interface Chunk {
  /** The CDN file; its entry is src/<widget>/chunks/<name>.ts unless `entry` says otherwise. */
  file: string;
  entry?: string;
}

export const manifest = {
  chunks: {
    /**
     * The first steps' operations and the screens after them (every product's below but crypto's and
     * passkey registration's); preloaded on the email or phone form. In ESM builds the operations
     * (chunks/steps.ts) and each product's screens (chunks/<product>.ts, `cdnAlso` below) are import()
     * chunks of their own, so a page bundles the screens of the products it names only (products.ts).
     */
    steps: { file: 'featherlogin.steps.js' },
    /** The Text / WhatsApp form and the phone field (not the phone library: featherlogin.phone.js); when a phone tab shows (its loader: components/PhoneFormPlaceholder.tsx). */
    phone: { file: 'featherlogin.phoneform.js' },
    /** Passkey registration's screens (the passkeyRegistration product). */
    passkeys: { file: 'featherlogin.passkeys.js' },
    /** The crypto product's screens and wallet flow. */
    crypto: { file: 'featherlogin.crypto.js' },
    /** Google One Tap (a component of the OAuth buttons, not a screen). */
    oneTap: { file: 'featherlogin.onetap.js' },
    /** The profile widget of a signed-in user (mountUserProfile: src/profile; a widget layer of its own, so its entry is there). */
    profile: { file: 'featherlogin.profile.js', entry: 'src/profile/chunk.ts' },
    /** The identity-provider widget and its page's requests (mountIdentityProvider; its loader is registered by src/entries, as src/idp is no consumer import). */
    idp: { file: 'featherlogin.idp.js', entry: 'src/entries/cdn/idp-chunk.ts' },
  },
  /**
   * Each product's screens (a 6.x product object carries them: products.ts). PasswordConfirmation,
   * the success after a token link (magic link, OAuth) whatever the products, comes with the steps'
   * operations (chunks/steps.ts) instead.
   */
  products: {
    emailMagicLinks: ['EmailConfirmation'],
    otp: ['OTPAuthenticate', 'OTPConfirmation'],
    passwords: [
      'PasswordCreateOrLogin',
      'PasswordForgot',
      'PasswordDedupe',
      'PasswordBreached',
      'PasswordSetNew',
      'PasswordCheckEmail',
      'PasswordResetForm',
    ],
    passkeys: ['PasskeyConfirmation'],
    crypto: ['CryptoConnect', 'CryptoSignMessage', 'CryptoConfirmation', 'CryptoError', 'CryptoOtherScreen', 'CryptoSetupWallet'],
    passkeyRegistration: ['PasskeyRegistrationStart', 'PasskeyRegistrationSuccess'],
    oauth: [],
  },
  /** Screens every login widget can show, whatever its products. */
  shared: ['PasswordConfirmation'],
} as const satisfies { chunks: Record<string, Chunk>; products: Record<string, readonly ScreenName[]>; shared: readonly ScreenName[] };

/**
 * Entries a chunk's CDN file holds besides its own (build.mjs lazyChunks), which ESM builds import()
 * apart (products.ts). An export of its own, which no loader reads: the bundles do not carry it.
 */
export const cdnAlso = {
  steps: [
    'src/consumer/chunks/emailMagicLinks.ts',
    'src/consumer/chunks/otp.ts',
    'src/consumer/chunks/passwords.ts',
    'src/consumer/chunks/passkeyLogin.ts',
  ],
} satisfies Partial<Record<keyof typeof manifest.chunks, readonly string[]>>;
