/** true in the CDN IIFE builds (lazy chunks load by script tag), false in ESM builds (dynamic import). */
declare const __CDN__: boolean;
/** true in every script-tag bundle (dist/featherlogin*.js, the single-file builds too): chunks load next to the script; false in ESM builds. */
declare const __SCRIPT__: boolean;
/** false in the single-file builds, which hold every lazy module (no login module there can fail to load; the files they still load by name can: the phone library, the translations, the files beside them (__PROFILE__, __IDP__, the B2B administration calls)); true wherever lazy modules are files of their own (CDN chunks, ESM import() chunks). */
declare const __CHUNKS__: boolean;
/** false in the single-file builds, whose clients hold their sign-in namespaces (build.mjs `direct`); true wherever they are stubs that load on first call (src/core/stubs.ts). */
declare const __LAZY_API__: boolean;
/** CDN builds: the file of the bundle's lazily loaded client namespaces (src/core/stubs.ts), next to the bundle. */
declare const __API__: string;
/** The headless CDN builds: the file of the request engine (src/core/engine-loader.ts), next to the bundle. */
declare const __CORE__: string;
/** CDN builds that load a client's members.ts (src/core/{consumer,b2b}/members-loader.ts): its file, the __CORE__ file (headless) or the __API__ file (the consumer widget bundle). */
declare const __MEMBERS__: string;
/** The single-file builds: the file beside them holding the account pages (src/profile), loaded on the first profile mount; '' in every other build. */
declare const __PROFILE__: string;
/** The single-file builds: the file beside them holding the identity provider's pages (src/idp), loaded on the first mountIdentityProvider; '' in every other build. */
declare const __IDP__: string;
