// useSettings (src/ui/settings.ts): what a widget draws from the project settings, at once from the
// arrived ones when they are already there, again when they arrive only if that changes it, never
// after an unmount. Both widgets' roots use it (test/b2b/watermark.test.tsx, test/consumer/settings.test.tsx).
import '../helpers/dom';
import { render } from 'preact';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { type Bootstrap, type BootstrapData, DEFAULT_BOOTSTRAP } from '../../src/core/bootstrap';
import { useSettings } from '../../src/ui/settings';
import { afterPaint, updatesOf } from '../helpers/updates';
import { flush, host } from './util';

/** Settings that arrive when the test says (`arrive`), or are there before the mount (`settled`). */
function fakeSettings(settled = false) {
  let now: BootstrapData = { ...DEFAULT_BOOTSTRAP, projectName: settled ? 'Acme' : '' };
  let arrive!: (s: BootstrapData) => void;
  let asked = 0;
  const later = settled ? Promise.resolve(now) : new Promise<BootstrapData>((r) => (arrive = r));
  const boot = {
    peek: () => now,
    getAsync: () => (asked++, later),
    isSettled: () => settled,
  } as Partial<Bootstrap> as Bootstrap;
  return {
    boot,
    asked: () => asked,
    arrive: async (s: Partial<BootstrapData>) => {
      now = { ...now, ...s };
      settled = true;
      arrive(now);
      await flush();
    },
  };
}

/** Mounts a component that draws `pick` of the settings; counts its renders and what it drew. */
function probe(boot: Bootstrap, pick: (s: BootstrapData) => string) {
  const seen: string[] = [];
  const Probe = () => {
    const v = useSettings(boot, pick);
    seen.push(v);
    return <p>{v}</p>;
  };
  const el = host();
  render(<Probe />, el);
  return { type: Probe, seen, text: () => el.textContent, unmount: () => render(null, el) };
}

/** The project's name, and whether the settings have arrived (as the consumer widget's loader reads it). */
const nameOf = (boot: Bootstrap) => (s: BootstrapData) => `${s.projectName || '-'} ${boot.isSettled() ? 'arrived' : 'waiting'}`;

test('settings there before the mount: the first render draws them, and none follows', async () => {
  const f = fakeSettings(true);
  const p = probe(f.boot, nameOf(f.boot));
  assert.equal(p.seen, ['Acme arrived'], 'at once, not the waiting value first');
  await flush();
  assert.equal(p.seen, ['Acme arrived'], 'no render when the settled settings are read again');
  p.unmount();
});

test('settings that arrive after the first render: drawn from the cached or default ones, then once more when they arrive', async () => {
  const f = fakeSettings();
  const p = probe(f.boot, nameOf(f.boot));
  await flush();
  assert.equal(p.seen, ['- waiting']);
  assert.is(f.asked(), 1, 'the fetch asked for (getAsync starts it)');
  await f.arrive({ projectName: 'Acme' });
  assert.equal(p.seen, ['- waiting', 'Acme arrived']);
  assert.is(p.text(), 'Acme arrived');
  p.unmount();
});

test('settings whose arrival changes nothing drawn: no render', async () => {
  const f = fakeSettings();
  const p = probe(f.boot, (s) => (s.displayWatermark ? 'footer' : 'none'));
  await flush();
  await f.arrive({ projectName: 'Acme', emailDomains: ['acme.example'] }); // a new object, the same footer
  assert.equal(p.seen, ['none'], 'one render only');
  p.unmount();
});

test('settings that never arrive: the first render stays', async () => {
  const f = fakeSettings();
  const p = probe(f.boot, nameOf(f.boot));
  await flush(8);
  assert.equal(p.seen, ['- waiting']);
  p.unmount();
});

test("a render with another client's settings: their arrival is drawn, the first client's is not", async () => {
  const a = fakeSettings();
  const b = fakeSettings();
  const seen: string[] = [];
  const Probe = ({ boot }: { boot: Bootstrap }) => {
    const v = useSettings(boot, (s) => s.projectName || '-');
    seen.push(v);
    return <p>{v}</p>;
  };
  const el = host();
  render(<Probe boot={a.boot} />, el);
  await flush();
  render(<Probe boot={b.boot} />, el); // the same component, as a mount again on the same element
  await flush();
  await a.arrive({ projectName: 'First' });
  await b.arrive({ projectName: 'Second' });
  assert.is(el.textContent, 'Second');
  assert.not.ok(seen.includes('First'), "the first client's arrival is no longer drawn");
  render(null, el);
});

test("a render with another client after the first one's arrival: the new client's value at once, its arrival drawn even when the value equals the first client's", async () => {
  const a = fakeSettings();
  const b = fakeSettings();
  const seen: string[] = [];
  const Probe = ({ boot }: { boot: Bootstrap }) => {
    const v = useSettings(boot, () => (boot.isSettled() ? 'arrived' : 'waiting'));
    seen.push(v);
    return <p>{v}</p>;
  };
  const el = host();
  render(<Probe boot={a.boot} />, el);
  await flush();
  await a.arrive({ projectName: 'First' });
  assert.is(el.textContent, 'arrived');
  render(<Probe boot={b.boot} />, el);
  await flush();
  assert.is(el.textContent, 'waiting', "the new client's settings have not arrived");
  await b.arrive({ projectName: 'Second' });
  assert.is(el.textContent, 'arrived');
  render(null, el);
});

test('an unmount before they arrive: no state update afterwards', async () => {
  const f = fakeSettings();
  const p = probe(f.boot, nameOf(f.boot));
  await flush();
  p.unmount();
  await afterPaint();
  assert.is(await updatesOf(p.type, () => f.arrive({ projectName: 'Acme' })), 0, 'no state update');
  assert.equal(p.seen, ['- waiting']);
});

test.run();
