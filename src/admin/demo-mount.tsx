// The demo's and the e2e suite's mount of the Admin Portal's SSO and SCIM sections (issue 26), until
// the public adminPortal entries carry them: bundled on request by scripts/admin-demo-bundle.mjs into
// an IIFE that sets window.featherloginAdminDemo. It mounts a section with the kit (mountWidget), the
// translation of the connection sections as the mount's strings.
import { SCIMSection } from './scim';
import { type AdminClient, SSOSection } from './sso';
import { adminText } from './locales';
import { mountWidget, type MountOptions } from '../ui/mount';

async function mount(kind: 'sso' | 'scim', element: string, client: AdminClient, config: object = {}, o: MountOptions = {}) {
  const strings = await adminText(o.locale);
  const node = kind === 'sso' ? <SSOSection client={client} config={config} /> : <SCIMSection client={client} config={config} />;
  return mountWidget(element, node, { ...o, strings: { ...strings, ...o.strings } });
}

(globalThis as { featherloginAdminDemo?: unknown }).featherloginAdminDemo = { mount };
