// The profile widgets' section chunks, declared once: each section (sections/*.tsx, its own entry)
// is a lazy chunk of the widget bundle that mounts it (consumer: featherlogin.js, B2B:
// featherlogin.b2b.js), loaded after the profile shell (the widget manifest's `profile` chunk:
// chunk.ts, b2b-chunk.ts), whose kit (the machine's context, Section, Confirm, CodeEntry, the
// strings) it reads from that file instead of copying (build.mjs `after`). build.mjs adds these to
// each bundle's chunks (withChunks); user-sections.ts and member-sections.ts load them; test/scripts/manifest.test.ts checks
// entries, loaders and a size-limit row per file.
interface Chunk {
  file: string;
  entry: string;
  /** The shell (the widget manifest's `profile` chunk), always loaded first. */
  after: 'profile';
}

const at = (file: string, name: string) => ({ file, entry: `src/profile/sections/${name}.tsx`, after: 'profile' }) as const;

/** mountUserProfile's sections (featherlogin.js). */
export const user = {
  chunks: {
    name: at('featherlogin.profile.name.js', 'Name'),
    contacts: at('featherlogin.profile.contacts.js', 'Contacts'),
    password: at('featherlogin.profile.password.js', 'Password'),
    passkeys: at('featherlogin.profile.passkeys.js', 'Passkeys'),
    totp: at('featherlogin.profile.totp.js', 'Totp'),
    recoveryCodes: at('featherlogin.profile.codes.js', 'RecoveryCodes'),
    accounts: at('featherlogin.profile.accounts.js', 'Accounts'),
    apps: at('featherlogin.profile.apps.js', 'Apps'),
    session: at('featherlogin.profile.session.js', 'Session'),
    stepUp: at('featherlogin.profile.stepup.js', 'StepUp'),
  },
} as const satisfies { chunks: Record<string, Chunk> };

/** mountMemberProfile's sections (featherlogin.b2b.js). */
export const member = {
  chunks: {
    name: at('featherlogin.b2b.profile.name.js', 'Name'),
    contacts: at('featherlogin.b2b.profile.contacts.js', 'Contacts'),
    password: at('featherlogin.b2b.profile.password.js', 'Password'),
    totp: at('featherlogin.b2b.profile.totp.js', 'Totp'),
    recoveryCodes: at('featherlogin.b2b.profile.codes.js', 'RecoveryCodes'),
    apps: at('featherlogin.b2b.profile.apps.js', 'Apps'),
    session: at('featherlogin.b2b.profile.session.js', 'Session'),
    stepUp: at('featherlogin.b2b.profile.stepup.js', 'StepUp'),
  },
} as const satisfies { chunks: Record<string, Chunk> };

/** Both, for build.mjs and the manifest test (each shell imports only its own part: the other stays out of its file). */
export const manifest = { user, member };
