// dist/featherlogin.webauthn.js: the passkey bodies and WebAuthn codec (src/core/consumer/passkeys.ts),
// loaded by the consumer CDN bundles on the first webauthn.register / authenticate. The main bundle
// hands in its call/authenticate and errors, so one file serves all of them. Registers under its file name (lazy()).
import * as passkeys from '../../core/consumer/passkeys';
import { expose } from './expose';

expose({ 'featherlogin.webauthn.js': passkeys });
