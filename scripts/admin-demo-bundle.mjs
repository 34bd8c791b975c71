// Bundles src/admin/demo-mount.tsx (the Admin Portal's SSO and SCIM sections, issue 26) into one
// IIFE for the demo site (scripts/start.mjs serves it at /admin-connections.js) and the e2e suite
// (test/e2e/admin-connections.test.ts), with the options every browser bundle shares. Lazy modules are
// in the file (no chunk to load beside it).
import * as esbuild from 'esbuild';
import { common } from '../build.mjs';

let built;
/** The bundle's text (built once per process). */
export function bundleAdminDemo() {
  built ||= esbuild
    .build({
      ...common,
      entryPoints: ['src/admin/demo-mount.tsx'],
      format: 'iife',
      write: false,
      minify: true,
      define: { ...common.define, __CDN__: 'false', __CHUNKS__: 'false' },
    })
    .then((r) => r.outputFiles[0].text);
  return built;
}
