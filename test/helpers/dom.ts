// Import first in any test that needs a browser: registers happy-dom's window, document,
// localStorage, fetch types etc. as globals (once per process).
import { GlobalRegistrator } from '@happy-dom/global-registrator';

if (!(globalThis as any).happyDOM) GlobalRegistrator.register({ url: 'http://localhost:3000/', width: 1024, height: 768 });
