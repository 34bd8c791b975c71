// B2B widget accessibility (audit): on every screen each control has an accessible name and
// keyboard focus lands on the new screen's heading.
import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { SCREENS } from '../../src/b2b/B2BWidget';
import type { Screen } from '../../src/b2b/machine';
import { unnamedControls } from '../ui/a11y-util';
import { flush, org, render } from './harness';

test('every B2B screen: named controls; focus on the new heading', async () => {
  const h = await render(
    {
      products: ['emailMagicLinks', 'emailOtp', 'sso', 'passwords', 'oauth'],
      oauthOptions: { providers: [{ type: 'google' }, { type: 'microsoft' }] },
      organizationSlug: 'acme',
    } as any,
    {
      'organization.getBySlug': () => ({
        organization: org({ sso_active_connections: [{ connection_id: 'c1', display_name: 'Okta', identity_provider: 'okta' }] as any }),
      }),
    },
  );
  const problems: string[] = [];
  // The user is in the widget (a first screen never takes the page's focus: mount.tsx).
  h.root.querySelector<HTMLElement>('input, button')!.focus();
  for (const screen of Object.keys(SCREENS) as Screen[]) {
    if (screen === 'MFALoad') continue; // no view of its own: it hands the MFA chunk over and moves on (chunk-load.test.tsx)
    h.w.dispatch({ type: 'transition', screen } as any);
    await flush();
    problems.push(...unnamedControls(h.root).map((c) => `${screen}: ${c}`));
    const heading = h.root.querySelector('h2');
    assert.ok(heading, `${screen} has a heading`);
    // A code-entry screen focuses its first box (typing the code works at once); the others their heading.
    const code = ['EmailOTPEntry', 'SMSOTPEntry', 'TOTPEntry'].includes(screen);
    if (screen !== 'Main')
      assert.is(
        document.activeElement,
        code ? h.root.querySelector('[role=group] input') : heading,
        `${screen}: focus on its ${code ? 'first box' : 'heading'}`,
      );
  }
  assert.equal(problems, []);
  h.unmount();
});

test.run();
