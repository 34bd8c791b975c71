// Installs packed tarballs into a folder without the network: `npm install --offline` with a
// package-lock.json made from this checkout's lock (the tarballs' dependency closure, each entry with
// its registry URL and integrity, which npm's cache holds since the checkout was installed). Nothing
// is downloaded and no install script runs. Loopback only.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export type LockEntry = {
  version: string;
  integrity?: string;
  resolved?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  [k: string]: unknown;
};

/** `npm pack` of the package in `cwd` into `dir`: the tarball's file name, its files, and the package.json. */
export function packInto(cwd: string, dir: string) {
  const out = execFileSync('npm', ['pack', '--json', '--pack-destination', dir, '--loglevel=error'], {
    cwd,
    encoding: 'utf8',
    timeout: 120_000,
  });
  // npm 11 prints [info], npm 12 { [name]: info }.
  const [info] = Object.values(JSON.parse(out)) as { filename: string; files: { path: string }[] }[];
  return {
    file: info.filename,
    files: info.files.map((f) => f.path),
    pkg: JSON.parse(readFileSync(join(cwd, 'package.json'), 'utf8')),
  };
}

const repoLock = () => JSON.parse(readFileSync('package-lock.json', 'utf8')).packages as Record<string, LockEntry>;

/** Where npm finds `name` from the package at `from` (its own node_modules, then each parent's, then the top). */
export function locate(packages: Record<string, LockEntry>, from: string, name: string): string | null {
  let dir = from;
  for (;;) {
    const p = `${dir ? `${dir}/` : ''}node_modules/${name}`;
    if (packages[p]) return p;
    if (!dir) return null;
    const i = dir.lastIndexOf('/node_modules/');
    dir = i < 0 ? '' : dir.slice(0, i);
  }
}

/** The lock entries of `deps` and everything they need, with registry URLs for npm's cache. */
export function closure(deps: Record<string, string>): Record<string, LockEntry> {
  const packages = repoLock();
  const out: Record<string, LockEntry> = {};
  const visit = (from: string, name: string, optional: boolean) => {
    const p = locate(packages, from, name);
    if (!p) {
      if (optional) return;
      throw new Error(`not in package-lock.json: ${name} (needed by ${from || 'the package'})`);
    }
    if (out[p]) return;
    const e = { ...packages[p] };
    delete e.dev;
    delete e.devOptional;
    const bare = name.split('/').pop();
    e.resolved ??= `https://registry.npmjs.org/${name}/-/${bare}-${e.version}.tgz`;
    out[p] = e;
    for (const d of Object.keys(e.dependencies ?? {})) visit(p, d, false);
    for (const d of Object.keys(e.optionalDependencies ?? {})) visit(p, d, true);
    // Peers come from the package that has them when the lock holds them (npm installs them too).
    for (const d of Object.keys(e.peerDependencies ?? {})) visit(p, d, true);
  };
  for (const name of Object.keys(deps)) visit('', name, false);
  return out;
}

/**
 * Installs `tarballs` ({ name: file in dir }) into `dir`, with `registry` ({ name: range }: packages
 * the app itself depends on, at this checkout's locked versions). Throws with npm's output when it fails.
 */
export function installOffline(
  dir: string,
  tarballs: Record<string, { file: string; version: string; dependencies: Record<string, string>; bin?: Record<string, string> }>,
  registry: Record<string, string> = {},
) {
  const deps = Object.assign({}, registry, ...Object.values(tarballs).map((t) => t.dependencies));
  const lock = {
    name: 'app',
    lockfileVersion: 3,
    requires: true,
    packages: {
      '': {
        name: 'app',
        dependencies: { ...registry, ...Object.fromEntries(Object.entries(tarballs).map(([n, t]) => [n, `file:${t.file}`])) },
      },
      ...Object.fromEntries(
        Object.entries(tarballs).map(([n, t]) => [
          `node_modules/${n}`,
          { version: t.version, resolved: `file:${t.file}`, dependencies: t.dependencies, ...(t.bin ? { bin: t.bin } : {}) },
        ]),
      ),
      ...closure(deps),
    },
  };
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name: 'app', private: true, dependencies: lock.packages[''].dependencies }, null, 2),
  );
  writeFileSync(join(dir, 'package-lock.json'), JSON.stringify(lock, null, 2));
  try {
    return execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: dir,
      encoding: 'utf8',
      timeout: 180_000,
    });
  } catch (e) {
    const out = `${(e as { stdout?: string }).stdout ?? ''}${(e as { stderr?: string }).stderr ?? ''}`;
    throw new Error(
      `offline npm install failed${/ENOTCACHED/.test(out) ? " (npm's cache lacks a package of the lock: run npm install or npm ci in this checkout first)" : ''}:\n${out}`,
    );
  }
}
