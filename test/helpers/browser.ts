// Browser-state helpers for happy-dom tests (import '../helpers/dom' first). Test files share one
// process and one happy-dom window, so each test starts from a clean origin.

/** Removes every cookie visible to the page (path /) and empties local storage. */
export function resetBrowser() {
  for (const c of document.cookie ? document.cookie.split('; ') : []) {
    const name = c.split('=')[0];
    document.cookie = `${name}=; path=/; expires=${new Date(0).toUTCString()}`;
  }
  localStorage.clear();
}

/** Runs `fn` with the named globals hidden (e.g. window and document, to act like a server). */
export function withoutGlobals<T>(names: string[], fn: () => T): T {
  const g = globalThis as any;
  const saved = names.map((n) => [n, Object.getOwnPropertyDescriptor(g, n)] as const);
  for (const n of names) delete g[n];
  try {
    return fn();
  } finally {
    for (const [n, d] of saved) if (d) Object.defineProperty(g, n, d);
  }
}

/** Replaces console[level] while `fn` runs and returns what was logged (joined arguments). */
export async function captureConsole(level: 'log' | 'warn' | 'error', fn: () => unknown): Promise<string[]> {
  const lines: string[] = [];
  const orig = console[level];
  console[level] = (...args: unknown[]) => void lines.push(args.map(String).join(' '));
  try {
    await fn();
  } finally {
    console[level] = orig;
  }
  return lines;
}

/** Decodes a Basic authorization header to its "user:password" text. */
export const basic = (header: string | undefined) => (header ? atob(header.replace(/^Basic /, '')) : '');
