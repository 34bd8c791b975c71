// The admin page's script, run in the browser. The server sends it as `(${adminClient})();` from
// /emulator/admin.js (the page's CSP allows scripts from 'self' only), so this function must be
// self-contained: no imports, no names from outside it. It renders GET /emulator/admin/data with
// DOM calls (text only, never HTML), and posts JSON to the admin endpoints.
export function adminClient(): void {
  type Json = any;
  type Child = Node | string | null | false | undefined;
  const GROUPS: Record<string, string> = {
    captcha: 'Captcha',
    dfp_protected_auth: 'Device fingerprinting (DFP)',
    password: 'Password policy',
    pkce: 'PKCE',
    redirect_urls: 'Redirect URLs (one per line)',
  };
  const main = document.getElementById('admin')!;
  const status = document.getElementById('status')!;
  const body = document.createElement('div');
  main.append(body);
  let data: Json = null;
  let current = '';

  function h(tag: string, props: Record<string, unknown> = {}, ...children: (Child | Child[])[]): HTMLElement {
    const el = document.createElement(tag);
    for (const [k, v] of Object.entries(props)) {
      if (typeof v === 'function') el.addEventListener(k.slice(2), v as EventListener);
      else if (v === true) el.setAttribute(k, '');
      else if (v !== false && v !== undefined && v !== null) el.setAttribute(k, String(v));
    }
    for (const c of children.flat()) if (c !== null && c !== false && c !== undefined) el.append(c);
    return el;
  }
  const say = (text: string) => (status.textContent = text);
  const when = (iso: string) => String(iso).replace('T', ' ').slice(0, 19);
  const list = (items: Child[], empty = 'none') =>
    items.length
      ? h(
          'ul',
          { class: 'plain' },
          items.map((i) => h('li', {}, i)),
        )
      : h('span', { class: 'meta' }, empty);
  /** A table in a focusable scroll box (wide tables scroll on narrow screens). */
  const table = (label: string, head: string[], rows: HTMLElement[]) =>
    h(
      'div',
      { class: 'scroll', role: 'region', 'aria-label': label, tabindex: '0' },
      h(
        'table',
        {},
        h(
          'thead',
          {},
          h(
            'tr',
            {},
            head.map((x) => h('th', { scope: 'col' }, x)),
          ),
        ),
        h('tbody', {}, rows),
      ),
    );

  async function load(message?: string) {
    const r = await fetch('/emulator/admin/data', { cache: 'no-store' });
    data = await r.json();
    if (!data.projects.some((p: Json) => p.project_id === current)) current = data.projects[0]?.project_id ?? '';
    render();
    say(message ?? 'Loaded.');
  }

  async function post(path: string, payload: unknown): Promise<{ ok: boolean; json: Json }> {
    const r = await fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(payload) });
    return { ok: r.ok, json: await r.json().catch(() => ({})) };
  }

  async function act(action: string, id: string, done: string) {
    const r = await post(`/emulator/admin/actions/${action}`, { project_id: current, id });
    await load(r.ok ? done : `Failed: ${r.json.error_message ?? r.json.error_type}`);
  }

  const button = (text: string, label: string, onclick: () => void, danger = true) =>
    h('button', { type: 'button', class: danger ? 'danger' : '', 'aria-label': label, onclick }, text);

  function sessions(list_: Json[], who: string) {
    return list(
      list_.map((s: Json) =>
        h(
          'span',
          {},
          `${s.factors.join(', ')} · until ${when(s.expires_at)} `,
          button('Revoke', `Revoke session ${s.session_id} of ${who}`, () =>
            act('revoke-session', s.session_id, `Session of ${who} revoked.`),
          ),
        ),
      ),
      'no live session',
    );
  }

  function usersSection(p: Json) {
    const rows = p.users.map((u: Json) =>
      h(
        'tr',
        {},
        h(
          'td',
          {},
          h('strong', {}, u.label),
          u.name ? h('div', {}, u.name) : null,
          h('div', { class: 'meta' }, u.user_id),
          h('div', { class: 'meta' }, `created ${when(u.created_at)}`),
        ),
        h('td', {}, list(u.factors)),
        h('td', {}, sessions(u.sessions, u.label)),
        h(
          'td',
          {},
          button('Delete', `Delete user ${u.label}`, () => act('delete-user', u.user_id, `User ${u.label} deleted.`)),
        ),
      ),
    );
    return h(
      'section',
      { 'aria-labelledby': 'users-h' },
      h('h2', { id: 'users-h' }, `Users (${p.users.length})`),
      rows.length
        ? table('Users', ['User', 'Factors', 'Sessions', 'Actions'], rows)
        : h('p', {}, 'No users yet: sign up through your app or the demo.'),
    );
  }

  function orgsSection(p: Json) {
    return h(
      'section',
      { 'aria-labelledby': 'orgs-h' },
      h('h2', { id: 'orgs-h' }, `Organizations (${p.organizations.length})`),
      p.organizations.map((o: Json) => {
        const id = `org-${o.organization_id}`;
        const rows = o.members.map((m: Json) =>
          h(
            'tr',
            {},
            h('td', {}, h('strong', {}, m.email_address), m.name ? h('div', {}, m.name) : null, h('div', { class: 'meta' }, m.member_id)),
            h('td', {}, m.status, h('div', { class: 'meta' }, m.roles.join(', ') || 'no role')),
            h('td', {}, list(m.mfa)),
            h('td', {}, sessions(m.sessions, m.email_address)),
            h(
              'td',
              {},
              button('Delete', `Delete member ${m.email_address} of ${o.organization_name}`, () =>
                act('delete-member', m.member_id, `Member ${m.email_address} deleted.`),
              ),
            ),
          ),
        );
        return h(
          'section',
          { class: 'org', 'aria-labelledby': id },
          h('h3', { id }, `${o.organization_name} (${o.organization_slug})`),
          h(
            'p',
            { class: 'meta' },
            `${o.organization_id} · MFA policy ${o.mfa_policy} · sign-in methods: ${o.auth_methods} `,
            button('Delete organization', `Delete organization ${o.organization_name}`, () =>
              act('delete-organization', o.organization_id, `Organization ${o.organization_name} deleted.`),
            ),
          ),
          rows.length
            ? table(`Members of ${o.organization_name}`, ['Member', 'Status and roles', 'MFA', 'Sessions', 'Actions'], rows)
            : h('p', {}, 'No members.'),
        );
      }),
    );
  }

  function outboxSection() {
    const rows = data.outbox.map((m: Json) =>
      h(
        'tr',
        {},
        h('td', {}, when(m.created_at)),
        h('td', {}, m.channel),
        h('td', {}, m.to),
        h('td', {}, m.subject),
        h('td', {}, m.code ? h('code', {}, m.code) : null, m.link ? h('a', { href: m.link }, 'link') : null),
        h(
          'td',
          {},
          button('Delete', `Delete message ${m.id} to ${m.to}`, () => act('delete-message', String(m.id), 'Message deleted.')),
        ),
      ),
    );
    return h(
      'section',
      { 'aria-labelledby': 'outbox-h' },
      h('h2', { id: 'outbox-h' }, `Outbox (${data.outbox.length})`),
      h(
        'p',
        {},
        'Every email, SMS and WhatsApp message the emulator would have sent, newest first. ',
        h('a', { href: '/emulator/outbox' }, 'As JSON'),
        ' · ',
        rows.length ? button('Clear outbox', 'Clear outbox', () => act('clear-outbox', '', 'Outbox cleared.')) : null,
      ),
      rows.length ? table('Outbox', ['Sent', 'Channel', 'To', 'Subject', 'Code or link', 'Actions'], rows) : h('p', {}, 'No messages.'),
    );
  }

  function settingsSection(p: Json) {
    const fields = new Map<string, { s: Json; input: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement; error: HTMLElement }>();
    const groups = new Map<string, HTMLElement[]>();
    for (const s of data.settings as Json[]) {
      const id = `s-${s.name.replace(/[._]/g, '-')}`;
      const value = p.settings[s.name];
      const error = h('span', { id: `${id}-error`, class: 'error', hidden: true });
      let input: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
      if (s.kind === 'boolean') input = h('input', { id, type: 'checkbox', checked: value === true }) as HTMLInputElement;
      else if (s.kind === 'enum')
        input = h(
          'select',
          { id },
          s.values.map((v: string) => h('option', { value: v, selected: v === value }, v)),
        ) as HTMLSelectElement;
      else if (s.kind === 'urls')
        input = h(
          'textarea',
          { id, rows: String(Math.min(8, Math.max(2, (value ?? []).length + 1))), spellcheck: 'false' },
          (value ?? []).join('\n'),
        ) as HTMLTextAreaElement;
      else input = h('input', { id, type: s.kind === 'int' ? 'number' : 'text', value: String(value ?? '') }) as HTMLInputElement;
      fields.set(s.name, { s, input, error });
      const row =
        s.kind === 'boolean'
          ? h('div', { class: 'field check' }, input, h('label', { for: id }, s.label), error)
          : h('div', { class: 'field' }, h('label', { for: id }, s.label), input, error);
      const group = s.name.split('.')[0];
      groups.set(group, [...(groups.get(group) ?? []), row]);
    }
    const fieldValue = ({ s, input }: Json) =>
      s.kind === 'boolean'
        ? input.checked
        : s.kind === 'int'
          ? input.value.trim() === ''
            ? null
            : Number(input.value)
          : s.kind === 'urls'
            ? input.value
                .split('\n')
                .map((x: string) => x.trim())
                .filter(Boolean)
            : input.value;
    async function save(e: Event) {
      e.preventDefault();
      const settings = Object.fromEntries([...fields].map(([name, f]) => [name, fieldValue(f)]));
      const r = await post('/emulator/admin/settings', { project_id: p.project_id, settings });
      for (const [name, f] of fields) {
        const problem = r.json.errors?.[name];
        f.error.textContent = problem ? `${f.s.label} ${problem}.` : '';
        f.error.hidden = !problem;
        if (problem) {
          f.input.setAttribute('aria-invalid', 'true');
          f.input.setAttribute('aria-describedby', f.error.id);
        } else {
          f.input.removeAttribute('aria-invalid');
          f.input.removeAttribute('aria-describedby');
        }
      }
      if (r.ok) return load(`Settings of ${p.project_name} saved.`);
      say(`Not saved: ${Object.keys(r.json.errors ?? {}).length || 1} setting(s) need a fix.`);
      const first = [...fields.values()].find((f) => r.json.errors?.[f.s.name]);
      first?.input.focus();
    }
    return h(
      'section',
      { 'aria-labelledby': 'settings-h' },
      h('h2', { id: 'settings-h' }, 'Project settings'),
      h('p', {}, 'Changes apply at once and last until the emulator restarts; put them in the config file to keep them.'),
      h(
        'form',
        { novalidate: true, onsubmit: save },
        [...groups].map(([g, rows]) => h('fieldset', {}, h('legend', {}, GROUPS[g] ?? g), rows)),
        h('button', { type: 'submit' }, 'Save settings'),
      ),
    );
  }

  function render() {
    const p = data.projects.find((x: Json) => x.project_id === current);
    const select = h(
      'select',
      { id: 'project', onchange: (e: Event) => ((current = (e.target as HTMLSelectElement).value), render(), say(`Showing ${current}.`)) },
      data.projects.map((x: Json) =>
        h('option', { value: x.project_id, selected: x.project_id === current }, `${x.project_name} (${x.vertical})`),
      ),
    );
    body.replaceChildren(
      h(
        'div',
        { class: 'bar' },
        h('label', { for: 'project' }, 'Project'),
        select,
        h('span', { class: 'meta' }, `public token ${p.public_token}`),
      ),
      h(
        'nav',
        { 'aria-label': 'Sections' },
        h('a', { href: p.vertical === 'B2B' ? '#orgs-h' : '#users-h' }, p.vertical === 'B2B' ? 'Organizations' : 'Users'),
        ' · ',
        h('a', { href: '#outbox-h' }, 'Outbox'),
        ' · ',
        h('a', { href: '#settings-h' }, 'Settings'),
        ' · ',
        h('a', { href: '#state-h' }, 'State'),
      ),
      p.vertical === 'B2B' ? orgsSection(p) : usersSection(p),
      outboxSection(),
      settingsSection(p),
      h(
        'section',
        { 'aria-labelledby': 'state-h' },
        h('h2', { id: 'state-h' }, 'State'),
        h('p', {}, 'Export everything as JSON (start an emulator from it with --import), or reset every project to what the config seeds.'),
        h(
          'p',
          {},
          h('a', { href: '/emulator/state', download: 'emulator-state.json' }, 'Export state'),
          ' ',
          button('Reset all state', 'Reset all state', async () => {
            const r = await post('/emulator/reset', {});
            await load(r.ok ? 'All state reset; seeds applied again.' : `Failed: ${r.json.error_message}`);
          }),
        ),
      ),
    );
  }

  load().catch((e) => say(`Could not load: ${e.message}`));
}
