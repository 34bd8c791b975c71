import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { registerIdentityProviderMounter } from '../../src/consumer/StytchUIClient';
import { until } from '../ui/util';
import { setup } from './harness';

test('CDN seam: a self-mounting IDP chunk replaces the spinner; unmount reaches it', async () => {
  const h = await setup({});
  const calls: string[] = [];
  let release: () => void = () => {};
  const gate = new Promise<void>((r) => (release = r));
  registerIdentityProviderMounter(async () => {
    await gate;
    return (client, o) => {
      calls.push(`mount ${o.elementId} ${client === h.client}`);
      const el = document.querySelector(o.elementId)!;
      el.innerHTML = '<p>chunk widget</p>';
      return () => {
        calls.push('unmount');
        el.innerHTML = '';
      };
    };
  });
  h.client.mountIdentityProvider({ elementId: '#login', strings: { a: 'b' } });
  assert.ok(h.el.querySelector('[role=status][aria-label=Loading]'), 'spinner while the chunk loads');
  release();
  await until(() => h.text().includes('chunk widget'));
  assert.equal(calls, ['mount #login true']);
  assert.is(h.el.querySelectorAll('style').length, 0, 'the spinner mount is gone');
  h.client.unmount('#login');
  assert.equal(calls, ['mount #login true', 'unmount']);
});

test.run();
