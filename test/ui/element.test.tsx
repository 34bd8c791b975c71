// The 6.x custom elements (src/ui/element.ts) over a recording client: the `shadow` attribute asks for
// a shadow root as the official elements read it (`<stytch-ui shadow>`), for every element class;
// the constructor's option wins; taking the element out of the page unmounts its widget.
import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as elements from '../../src/ui/element';

const { StytchUI, StytchB2B } = elements;
import { flush } from './util';

/** Every element class the module exports (each a widget element: StytchUI, StytchB2B, ...). */
const CLASSES = Object.fromEntries(
  Object.entries(elements).filter(([, v]) => typeof v === 'function' && v.prototype instanceof HTMLElement),
) as Record<string, CustomElementConstructor>;
// Tags of this file's own (another suite's bundle has other classes under the official names).
const tags = Object.keys(CLASSES).map((name) => `t-${name.toLowerCase()}`);
Object.values(CLASSES).forEach((cls, i) => customElements.define(tags[i], cls));

/** A client whose every mount method records the options and the unmounts. */
function recorder() {
  const mounts: { config: { enableShadowDOM: boolean } }[] = [];
  let unmounts = 0;
  const m = (o: object) => (mounts.push(o as (typeof mounts)[number]), () => void unmounts++);
  const client = {
    mountLogin: m,
    mount: m,
    mountResetPassword: m,
    mountPasskeyRegistration: m,
    mountIdentityProvider: m,
    mountUserProfile: m,
    mountMemberProfile: m,
  };
  return { client, mounts, unmounts: () => unmounts };
}

test('<stytch-… shadow> in the markup: every element class mounts with enableShadowDOM', async () => {
  document.body.innerHTML = tags.map((t) => `<${t} shadow></${t}><${t}></${t}>`).join('');
  const els = [...document.body.children] as InstanceType<typeof StytchUI>[];
  const r = recorder();
  for (const el of els) el.client = r.client;
  await flush();
  assert.equal(
    r.mounts.map((o) => o.config.enableShadowDOM),
    tags.flatMap(() => [true, false]),
  );
  document.body.innerHTML = '';
});

test("the constructor's option wins over the attribute, as the official elements have it", async () => {
  const r = recorder();
  const off = new StytchUI({ shadow: false });
  off.setAttribute('shadow', '');
  const on = new StytchB2B({ shadow: true });
  for (const el of [off, on]) document.body.append(el), (el.client = r.client);
  await flush();
  assert.equal(
    r.mounts.map((o) => o.config.enableShadowDOM),
    [false, true],
  );
  document.body.innerHTML = '';
});

test('an element taken out of the page unmounts its widget (disconnectedCallback), as the official ones do', async () => {
  const r = recorder();
  const el = document.body.appendChild(document.createElement(tags[0])) as InstanceType<typeof StytchUI>;
  el.client = r.client;
  await flush();
  assert.is(r.mounts.length, 1);
  el.remove();
  assert.is(r.unmounts(), 1);
});

test('a mount that refuses its options reaches onError and a stytch-error event, not an uncaught exception; a headless client is a StytchSDKUsageError', async () => {
  const heard: unknown[] = [];
  const events: unknown[] = [];
  const refusing = {
    mountLogin: () => {
      throw new Error('Invalid call to mountLogin: products must be product objects');
    },
  };
  for (const client of [refusing, { session: {} }]) {
    const el = document.body.appendChild(document.createElement(tags[0])) as InstanceType<typeof StytchUI>;
    el.addEventListener('stytch-error', (e) => events.push((e as InstanceType<typeof elements.StytchErrorEvent>).error));
    const logged = console.error;
    console.error = () => {};
    try {
      el.render({ client: client as never, callbacks: { onError: (e) => heard.push(e) } });
      await flush();
    } finally {
      console.error = logged;
    }
    el.remove();
  }
  assert.is(heard.length, 2);
  assert.equal(events, heard);
  assert.match((heard[0] as Error).message, 'products must be product objects');
  assert.is((heard[1] as Error).name, 'StytchSDKUsageError');
});

test('<stytch-reset-password passwordResetToken="..."> in the markup: the token reaches the mount, as the official attribute', async () => {
  const r = recorder();
  const tag = tags[Object.keys(CLASSES).indexOf('StytchResetPassword')];
  document.body.innerHTML = `<${tag} passwordResetToken="tok-from-server"></${tag}>`;
  const el = document.body.firstElementChild as InstanceType<typeof StytchUI>;
  el.client = r.client;
  await flush();
  assert.is((r.mounts[0] as unknown as { passwordResetToken: string }).passwordResetToken, 'tok-from-server');
  el.setAttribute('passwordresettoken', 'tok-2');
  await flush();
  assert.is((r.mounts.at(-1) as unknown as { passwordResetToken: string }).passwordResetToken, 'tok-2');
  document.body.innerHTML = '';
});

test('a shadow attribute wins over presentation.options.enableShadowDOM: false, in both places the mount reads', async () => {
  const r = recorder();
  document.body.innerHTML = `<${tags[0]} shadow></${tags[0]}>`;
  const el = document.body.firstElementChild as InstanceType<typeof StytchUI>;
  el.render({ client: r.client, presentation: { options: { enableShadowDOM: false } } });
  await flush();
  const o = r.mounts[0] as unknown as { config: { enableShadowDOM: boolean }; presentation: { options: { enableShadowDOM: boolean } } };
  assert.is(o.config.enableShadowDOM, true);
  assert.is(o.presentation.options.enableShadowDOM, true);
  document.body.innerHTML = '';
});

test('presentation.options.enableShadowDOM: false wins over config.enableShadowDOM: true (the official ??)', async () => {
  const r = recorder();
  const el = document.body.appendChild(document.createElement(tags[0])) as InstanceType<typeof StytchUI>;
  el.render({ client: r.client, config: { enableShadowDOM: true }, presentation: { options: { enableShadowDOM: false } } });
  await flush();
  assert.is(r.mounts[0].config.enableShadowDOM, false);
  document.body.innerHTML = '';
});

test.run();
