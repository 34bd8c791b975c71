// Test and admin helpers under /emulator/...: the outbox (JSON), the mailbox (HTML), stored
// telemetry events, the clock, per-project config patches.
import { merge } from '../config';
import { shallowEnough } from '../schema';
import { fail } from '../errors';
import { listOutbox } from '../outbox';
import { esc, feature, htmlPage, redirect, sendHTML, sendJSON } from '../registry';

export default feature({
  pages: [
    {
      // A starting page for people: projects, their public tokens, and the helper pages.
      method: 'GET',
      path: '/emulator',
      handle({ emu, res }) {
        const rows = emu.config.projects
          .map((p) => `<tr><td>${esc(p.project_name)}</td><td>${esc(p.vertical)}</td><td><code>${esc(p.public_token)}</code></td><td><code>${esc(p.project_id)}</code></td></tr>`)
          .join('');
        sendHTML(
          res,
          200,
          htmlPage(
            'featherlogin emulator',
            `<main><h1>featherlogin emulator</h1><table><caption>Projects</caption><thead><tr><th scope="col">Name</th><th scope="col">Vertical</th><th scope="col">Public token</th><th scope="col">Project id</th></tr></thead><tbody>${rows}</tbody></table>
<ul><li><a href="/emulator/mailbox">Mailbox</a> (emails, SMS, WhatsApp)</li><li><a href="/emulator/outbox">Outbox as JSON</a></li><li><a href="/emulator/events">Telemetry events</a></li></ul></main>`,
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
      // { advance_ms }: moves the emulator clock forward (expiry tests).
      method: 'POST',
      path: '/emulator/clock',
      async handle({ emu, res, form }) {
        const ms = Number((await form()).advance_ms);
        if (!Number.isFinite(ms) || ms < 0) throw fail('invalid_argument', 'advance_ms must be a non-negative number.');
        emu.advance(ms);
        sendJSON(res, 200, { now: new Date(emu.now()).toISOString() });
      },
    },
    {
      // A JSON patch merged into the project's config (for tests: policies, PKCE, redirect URLs).
      method: 'POST',
      path: '/emulator/projects/{public_token}/config',
      async handle({ emu, res, params, text }) {
        const p = emu.projectByToken(params.public_token);
        if (!p) throw fail('invalid_public_token');
        let patch: unknown;
        try {
          patch = JSON.parse(await text());
        } catch {
          throw fail('invalid_json');
        }
        if (!patch || typeof patch !== 'object' || Array.isArray(patch) || !shallowEnough(patch)) throw fail('invalid_json');
        const next = merge(p, { ...(patch as object), project_id: p.project_id, public_token: p.public_token, vertical: p.vertical });
        Object.assign(p, next);
        sendJSON(res, 200, { project: p });
      },
    },
  ],
});
