import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { org, render, setURL } from './harness';

test('Main in the organization flow loads the organization by slug', async () => {
  setURL('http://localhost:3000/login');
  const h = await render({ organizationSlug: 'acme' }, { 'organization.getBySlug': () => ({ organization: org() }) });
  assert.match(h.text(), 'Continue to Acme');
  assert.match(h.text(), 'Continue with email');
  h.unmount();
});

test.run();
