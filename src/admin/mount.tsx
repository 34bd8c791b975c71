// The four mount functions of the Admin Portal: each draws its section (sections.ts) in the element,
// in the widgets' kit (src/ui/mount.tsx: styles in a nonced <style>, no style attributes, presentation,
// toasts, ids). Mounting again on the same element updates it; each returns the function that unmounts.
import type { ComponentType } from 'preact';
import { useEffect } from 'react';
import { StytchSDKUsageError } from '../core/errors';
import { lazyComponent } from '../ui/lazy';
import { Spinner } from '../ui/components/Spinner';
import { matchLocale } from '../ui/locale';
import { mountWidget } from '../ui/mount';
import type {
  AdminPortalMemberManagementMountOptions,
  AdminPortalOptions,
  AdminPortalOrgSettingsMountOptions,
  AdminPortalSCIMMountOptions,
  AdminPortalSSOMountOptions,
  AdminPortalStyleConfig,
  AdminPortalWebComponentOption,
  PartialDeep,
} from './config';
import { type SectionId, type SectionModule, type SectionProps, sections } from './sections';
import { adminLocaleNow, loadAdminLocale } from './locale';
import { adminText } from './text';

const roots: Partial<Record<SectionId, ComponentType<SectionProps>>> = {};
const rootOf = (id: SectionId) => (roots[id] ||= lazyComponent<SectionProps, SectionModule>(sections[id], 'Section'));

/** The admin look: the widgets' theme fields of the style config; the container as wide as its host allows. */
const adminStyles = (s: PartialDeep<AdminPortalStyleConfig> = {}) => ({
  ...s,
  container: { width: '100%', ...s.container },
});

let waits = 0;

/**
 * The spinner while a section's language loads, then `draw` (true: loaded, false: failed), only while this spinner
 * is still what the host shows: not after the host unmounted it or mounted something again.
 */
function Waiting({ loaded, draw }: { loaded: Promise<boolean>; draw: (loaded: boolean) => void }) {
  useEffect(() => {
    let live = true;
    loaded.then((ok) => live && draw(ok));
    return () => void (live = false);
  }, []);
  return <Spinner />;
}

/**
 * Draws the section; with a `locale` whose portal strings are not in yet, a spinner until they are
 * (adminLocaleNow / loadAdminLocale), then the section in that language (English if they fail to load).
 */
function mountSection(id: SectionId, method: string, o: AdminPortalOptions & AdminPortalWebComponentOption): () => void {
  if (!o?.client) throw new StytchSDKUsageError(method, 'client must be a featherlogin/b2b client (createStytchB2BClient).');
  if (!o.element) throw new StytchSDKUsageError(method, 'element must be an element or a selector.');
  const lang = matchLocale(o.locale);
  const words = adminLocaleNow(lang);
  const Root = rootOf(id);
  const options = { styles: adminStyles(o.styles), nonce: o.nonce, locale: o.locale, presentation: o.presentation, method };
  if (!words && lang !== 'en') {
    const draw = (loaded: boolean) =>
      loaded ? mountSection(id, method, o) : mountWidget(o.element, <Root options={o} />, { ...options, text: adminText });
    const loaded = loadAdminLocale(lang).then(
      () => true,
      () => false,
    );
    // Without the locale: mountWidget's own wait for that language would mount this spinner again later.
    // A new key per mount: mounting again on this element ends the previous wait.
    return mountWidget(o.element, <Waiting key={++waits} loaded={loaded} draw={draw} />, { ...options, locale: undefined });
  }
  return mountWidget(o.element, <Root options={o} />, { ...options, text: { ...adminText, ...words } });
}

type Mount<O> = (options: O & AdminPortalWebComponentOption) => () => void;

/** Organization settings: name, slug, logo, sign-in and MFA rules, JIT provisioning, invites, roles. */
export const mountAdminPortalOrgSettings: Mount<AdminPortalOrgSettingsMountOptions> = (o) =>
  mountSection('orgSettings', 'mountAdminPortalOrgSettings', o);
/** Member management: search, details, invite, roles, second factors, deactivate and delete. */
export const mountAdminPortalMemberManagement: Mount<AdminPortalMemberManagementMountOptions> = (o) =>
  mountSection('members', 'mountAdminPortalMemberManagement', o);
/** SSO connections. */
export const mountAdminPortalSSO: Mount<AdminPortalSSOMountOptions> = (o) => mountSection('sso', 'mountAdminPortalSSO', o);
/** SCIM connections. */
export const mountAdminPortalSCIM: Mount<AdminPortalSCIMMountOptions> = (o) => mountSection('scim', 'mountAdminPortalSCIM', o);
