// Import first in any test that needs a browser: registers happy-dom's window, document,
// localStorage, fetch types etc. as globals (once per process).
import { GlobalRegistrator } from '@happy-dom/global-registrator';

if (!(globalThis as any).happyDOM) GlobalRegistrator.register({ url: 'http://localhost:3000/', width: 1024, height: 768 });

// Clients start their settings fetch in an idle callback after construction (off the mount path;
// src/core/client.ts afterFirstRender). happy-dom has none, so the fallback would be a timer firing
// inside whichever test runs next. Here it runs at once, so each client's bootstrap request belongs
// to the test that made it; test/consumer/mount-order.test.tsx swaps in a queue to check the order.
if (!(globalThis as any).requestIdleCallback) (globalThis as any).requestIdleCallback = (fn: () => void) => (fn(), 0);

/** The page as a new visitor's: storage emptied, every cookie gone (a test's signed-in session leaves none for the next file). */
export function clearBrowserState() {
  localStorage.clear();
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}
