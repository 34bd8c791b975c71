// B2B widget accessibility (audit): on every screen each control has an accessible name and
// keyboard focus lands on the new screen's heading.
import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { SCREENS } from '../../src/b2b/B2BWidget';
import type { Screen } from '../../src/b2b/machine';
import { flush, org, render } from './harness';

/** The accessible name as assistive technology computes it, for the cases the widgets use. */
export function accessibleName(el: Element): string {
  const root = el.getRootNode() as Document | ShadowRoot;
  const byId = (id: string) => root.getElementById?.(id) ?? (root as ShadowRoot).querySelector?.(`#${CSS.escape(id)}`);
  const labelledby = el.getAttribute('aria-labelledby');
  if (labelledby) return labelledby.split(' ').map((id) => byId(id)?.textContent || '').join(' ').trim();
  const aria = el.getAttribute('aria-label');
  if (aria) return aria.trim();
  const id = el.getAttribute('id');
  const label = (id && root.querySelector(`label[for="${CSS.escape(id)}"]`)) || el.closest('label');
  if (label) return (label.textContent || '').trim();
  if (el.tagName === 'IMG') return el.getAttribute('alt') ?? '';
  if (/^(BUTTON|A|SUMMARY)$/.test(el.tagName)) return (el.textContent || '').trim();
  return (el.getAttribute('title') || '').trim();
}

export function unnamedControls(root: Element): string[] {
  return [...root.querySelectorAll('button, a[href], input:not([type=hidden]), select, textarea, summary, [role=tab], [role=meter], [role=progressbar]')]
    .filter((el) => !accessibleName(el))
    .map((el) => el.outerHTML.slice(0, 120));
}

test('every B2B screen: named controls; focus on the new heading', async () => {
  const h = await render({
    products: ['emailMagicLinks', 'emailOtp', 'sso', 'passwords', 'oauth'],
    oauthOptions: { providers: [{ type: 'google' }, { type: 'microsoft' }] },
    organizationSlug: 'acme',
  } as any, {
    'organization.getBySlug': () => ({ organization: org({ sso_active_connections: [{ connection_id: 'c1', display_name: 'Okta', identity_provider: 'okta' }] as any }) }),
  });
  const problems: string[] = [];
  for (const screen of Object.keys(SCREENS) as Screen[]) {
    h.w.dispatch({ type: 'transition', screen } as any);
    await flush();
    problems.push(...unnamedControls(h.root).map((c) => `${screen}: ${c}`));
    const heading = h.root.querySelector('h2');
    assert.ok(heading, `${screen} has a heading`);
    if (screen !== 'Main') assert.is(document.activeElement, heading, `${screen}: focus on its heading`);
  }
  assert.equal(problems, []);
  h.unmount();
});

test.run();
