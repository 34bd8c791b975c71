// The Admin Portal's lazy chunks, declared once: build.mjs builds each CDN chunk from its entry
// chunks/<name>.ts into `file` (dist/featherlogin.b2b.adminPortal.js's chunks); sections.ts loads
// them by `file` (CDN) or import() of the entry (ESM); test/scripts/manifest.test.ts checks that
// size-limit.json has a row per file.
export const manifest = {
  chunks: {
    orgSettings: { file: 'featherlogin.b2b.adminPortal.org.js', screens: [] },
    members: { file: 'featherlogin.b2b.adminPortal.members.js', screens: [] },
    sso: { file: 'featherlogin.b2b.adminPortal.sso.js', screens: [] },
    scim: { file: 'featherlogin.b2b.adminPortal.scim.js', screens: [] },
  },
} as const satisfies { chunks: Record<string, { file: string; entry?: string; screens: readonly string[] }> };
