// Server text (audit): only https links on the provider's own hosts become anchors, whatever tricks
// the text plays; everything else stays text.
import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mountWidget } from '../../src/ui';
import { ServerText } from '../../src/ui/linkify';
import { ErrorText } from '../../src/ui/components/ErrorText';
import { flush, host } from './util';

const anchors = async (text: string) => {
  const el = host();
  mountWidget('#app', <ServerText text={text} />);
  await flush();
  return [...el.querySelectorAll('a')].map((a) => [a.getAttribute('href'), a.getAttribute('target'), a.getAttribute('rel')]);
};

test('look-alike and smuggled hosts stay text', async () => {
  // Any anchor made must point at the provider itself (https, stytch.com or a subdomain, no user part).
  for (const t of [
    'see https://stytch.com@evil.test/login',
    'see https://stytch.com.evil.test/x',
    'see https://evilstytch.com/x',
    'see https://evil.test/#https://stytch.com/x',
    'see http://stytch.com/plain-http',
    'see javascript:alert(1)//https://stytch.com',
    'see data:text/html,<b>https://stytch.com</b>',
  ])
    assert.equal(
      (await anchors(t)).filter(([h]) => {
        const u = new URL(h!);
        return u.protocol !== 'https:' || u.username !== '' || !(u.hostname === 'stytch.com' || u.hostname.endsWith('.stytch.com'));
      }),
      [],
      t,
    );
  assert.equal(await anchors('see https://stytch.com@evil.test/login'), []);
  assert.equal(await anchors('see https://evil.test/#https://stytch.com/x'), []);
});

test('provider links: new tab, no opener, no referrer; trailing punctuation stays outside', async () => {
  assert.equal(await anchors('Read https://stytch.com/docs/errors. Then retry.'), [
    ['https://stytch.com/docs/errors', '_blank', 'noopener noreferrer'],
  ]);
});

test('markup in server text is shown, not parsed, in announced errors', async () => {
  const el = host();
  mountWidget('#app', <ErrorText message={'<script>alert(1)</script><b onmouseover=alert(1)>x</b>'} />);
  await flush();
  const p = el.querySelector('[role=alert]')!;
  assert.is(p.textContent, '<script>alert(1)</script><b onmouseover=alert(1)>x</b>');
  assert.is(p.querySelectorAll('*').length, 0);
});

test.run();
