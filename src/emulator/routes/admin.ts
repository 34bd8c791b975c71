// Test and admin helpers under /emulator/...: the outbox (JSON), the mailbox (HTML), stored
// telemetry events, the clock, per-project config patches.
import { merge, patchProblem } from '../config';
import { shallowEnough } from '../schema';
import { fail, malformed, projectFor } from '../errors';
import { listOutbox } from '../outbox';
import { esc, feature, htmlPage, redirect, sendHTML, sendJSON, type PageReq } from '../registry';
import { checkState, exportState, importState, resetState } from '../state';

/**
 * The body of an admin write, which must be a request a page on another site cannot make: JSON
 * (a non-simple request, so a cross-origin one needs a preflight this server does not grant) and,
 * when the browser names an origin, this server's own.
 */
export async function adminBody(p: PageReq): Promise<Record<string, unknown>> {
  const origin = p.req.headers.origin;
  if (origin !== undefined && origin !== `http://${p.req.headers.host}`) throw fail('forbidden_origin');
  if (!/^application\/json\b/i.test(String(p.req.headers['content-type'] || ''))) throw malformed('contentType');
  let v: unknown;
  try {
    v = JSON.parse((await p.text()) || '{}');
  } catch {
    throw malformed('json');
  }
  if (!v || typeof v !== 'object' || Array.isArray(v) || !shallowEnough(v)) throw malformed('object');
  return v as Record<string, unknown>;
}

export default feature({
  // The emulator's own type (errors.ts EMULATOR_ONLY_TYPES): these routes are not the vendor's API.
  errors: { forbidden_origin: [403, "Admin requests must come from the emulator's own pages or from a program (no cross-site Origin)."] },
  pages: [
    {
      // The whole state as JSON (the format --import reads).
      method: 'GET',
      path: '/emulator/state',
      handle({ emu, res }) {
        sendJSON(res, 200, exportState(emu));
      },
    },
    {
      // Replaces the state with an export (100 KB at most over HTTP; --import has no limit).
      method: 'POST',
      path: '/emulator/state',
      async handle(p) {
        const state = await adminBody(p);
        try {
          checkState(p.emu, state);
        } catch (e) {
          throw fail('invalid_argument', (e as Error).message);
        }
        importState(p.emu, state, p.emu.seed);
        sendJSON(p.res, 200, { imported: Object.keys((state as { tables: object }).tables).length });
      },
    },
    {
      // Everything back to what the config seeds (between tests).
      method: 'POST',
      path: '/emulator/reset',
      async handle(p) {
        await adminBody(p);
        resetState(p.emu, p.emu.seed);
        sendJSON(p.res, 200, { reset: true });
      },
    },
    {
      // A starting page for people: projects, their public tokens, and the helper pages.
      method: 'GET',
      path: '/emulator',
      handle({ emu, res }) {
        const rows = emu.config.projects
          .map(
            (p) =>
              `<tr><td>${esc(p.project_name)}</td><td>${esc(p.vertical)}</td><td><code>${esc(p.public_token)}</code></td><td><code>${esc(p.project_id)}</code></td><td><code>${esc(p.secret)}</code></td></tr>`,
          )
          .join('');
        sendHTML(
          res,
          200,
          htmlPage(
            'featherlogin emulator',
            `<main><h1>featherlogin emulator</h1><table><caption>Projects</caption><thead><tr><th scope="col">Name</th><th scope="col">Vertical</th><th scope="col">Public token</th><th scope="col">Project id</th><th scope="col">Secret (backend API)</th></tr></thead><tbody>${rows}</tbody></table>
<ul><li><a href="/emulator/admin">Admin page</a> (users, organizations, outbox, settings)</li><li><a href="/emulator/mailbox">Mailbox</a> (emails, SMS, WhatsApp)</li><li><a href="/emulator/outbox">Outbox as JSON</a></li><li><a href="/emulator/events">Telemetry events</a></li></ul></main>`,
          ),
        );
      },
    },
    {
      method: 'GET',
      path: '/',
      handle({ res }) {
        redirect(res, '/emulator');
      },
    },
    {
      method: 'GET',
      path: '/emulator/outbox',
      handle({ emu, res, url }) {
        sendJSON(res, 200, { messages: listOutbox(emu, url.searchParams.get('to')) });
      },
    },
    {
      method: 'GET',
      path: '/emulator/mailbox',
      handle({ emu, res, url }) {
        const to = url.searchParams.get('to');
        const items = listOutbox(emu, to)
          .map(
            (m) => `<article><div class="meta">${esc(m.channel)} to <strong>${esc(m.to)}</strong> at ${esc(m.created_at)}</div>
  <h2>${esc(m.subject)}</h2>${m.code ? `<p>Code: <span class="code">${esc(m.code)}</span></p>` : ''}${m.link ? `<p><a href="${esc(m.link)}">${esc(m.link)}</a></p>` : ''}<pre>${esc(m.text)}</pre></article>`,
          )
          .join('\n');
        sendHTML(
          res,
          200,
          htmlPage(
            'Emulator mailbox',
            `<main><h1>Mailbox${to ? ` for ${esc(to)}` : ''}</h1><p>Everything the emulator would have sent (emails, SMS, WhatsApp), newest first. Reload to see new messages.</p>
  <form method="get"><label for="to">Recipient</label> <input id="to" name="to" value="${esc(to ?? '')}"> <button>Filter</button></form>${items || '<p>No messages yet.</p>'}</main>`,
          ),
        );
      },
    },
    {
      method: 'GET',
      path: '/emulator/events',
      handle({ emu, res }) {
        const rows = emu.db.prepare('SELECT project_id, doc, created_at FROM events ORDER BY id DESC LIMIT 500').all() as any[];
        sendJSON(res, 200, { events: rows.map((r) => ({ project_id: r.project_id, created_at: r.created_at, event: JSON.parse(r.doc) })) });
      },
    },
    {
      // { advance_ms }: moves the emulator clock forward (expiry tests). An admin write (adminBody).
      method: 'POST',
      path: '/emulator/clock',
      async handle(p) {
        const ms = (await adminBody(p)).advance_ms;
        if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0)
          throw fail('invalid_argument', 'advance_ms must be a non-negative number.');
        p.emu.advance(ms);
        sendJSON(p.res, 200, { now: new Date(p.emu.now()).toISOString() });
      },
    },
    {
      // A JSON patch merged into the project's config (for tests: policies, PKCE, redirect URLs). An
      // admin write (adminBody); a patch that does not fit the config (patchProblem) is a 400 and changes nothing.
      method: 'POST',
      path: '/emulator/projects/{public_token}/config',
      async handle(pr) {
        const patch = await adminBody(pr);
        const p = projectFor(pr.emu, pr.params.public_token);
        const problem = patchProblem(p, patch);
        if (problem) throw fail('invalid_argument', `${problem}.`);
        Object.assign(p, merge(p, patch));
        sendJSON(pr.res, 200, { project: p });
      },
    },
  ],
});
