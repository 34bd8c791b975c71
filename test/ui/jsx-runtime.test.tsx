// src/ui/jsx-runtime.ts: the JSX runtime of every widget build (build.mjs aliases preact/jsx-runtime
// to it, the React adapter builds' plugin too), Preact's createElement with the key among the props.
import '../helpers/dom';
import { createRef, render } from 'preact';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as esbuild from 'esbuild';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { jsx, jsxs } from '../../src/ui/jsx-runtime';

test('jsx: the key apart from the props, the ref on the vnode, children and other props as given', () => {
  const ref = createRef();
  const v = jsx('p', { class: 'x', ref, children: 'hi' }, 'k1');
  assert.is(v.key, 'k1');
  assert.is(v.ref, ref);
  assert.equal(v.props, { class: 'x', children: 'hi' });
  assert.is(jsx('p', { id: 'a' }).key, undefined, 'no key');
  assert.is(jsxs, jsx);
});

test('jsx: keyed children keep their DOM nodes when reordered; refs reach their elements', () => {
  const el = document.createElement('div');
  const ref = createRef<HTMLUListElement>();
  const list = (ids: string[]) => (
    <ul ref={ref}>
      {ids.map((id) => (
        <li key={id}>{id}</li>
      ))}
    </ul>
  );
  render(list(['a', 'b']), el);
  const [a, b] = el.querySelectorAll('li');
  render(list(['b', 'a']), el);
  const [b2, a2] = el.querySelectorAll('li');
  assert.ok(a === a2 && b === b2, 'the same nodes, moved');
  assert.is(ref.current, el.querySelector('ul'));
  render(null, el);
});

test("every widget build compiles JSX against src/ui/jsx-runtime.ts, not Preact's runtime: CDN, ESM, the React adapter's ESM and CommonJS", async () => {
  const { common, buildReact } = await import(pathToFileURL(resolve('build.mjs')).href);
  const builds: [string, Promise<esbuild.BuildResult>][] = [
    ['CDN', esbuild.build({ ...common, entryPoints: ['src/entries/cdn/index.ts'], write: false, metafile: true, outfile: 'x.js' })],
    [
      'ESM',
      esbuild.build({
        ...common,
        entryPoints: ['src/entries/b2b.ts'],
        write: false,
        metafile: true,
        outdir: 'x',
        format: 'esm',
        splitting: true,
      }),
    ],
    ['React ESM', buildReact({ write: false, metafile: true })],
    ['React CommonJS', buildReact({ write: false, metafile: true, outdir: 'x', format: 'cjs', splitting: false })],
  ];
  for (const [name, build] of builds) {
    const inputs = Object.keys((await build).metafile!.inputs);
    assert.ok(inputs.includes('src/ui/jsx-runtime.ts'), `${name}: src/ui/jsx-runtime.ts`);
    assert.not.ok(
      inputs.some((f) => f.includes('preact/jsx-runtime')),
      `${name}: no copy of Preact's runtime`,
    );
  }
});

test.run();
