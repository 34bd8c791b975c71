// The HTML of every emulated provider page (consumer OAuth providers, B2B OAuth providers, SSO
// identity providers): one form page where a person picks a known identity or types one, posting
// the start query back to the callback; and the error page. Everything shown is escaped.
import { ApiError } from './errors';
import { esc, htmlPage, sendHTML, type PageReq } from './registry';

export function errorPage(res: PageReq['res'], e: unknown) {
  if (!(e instanceof ApiError)) throw e;
  sendHTML(
    res,
    e.status,
    htmlPage('Sign-in error', `<main><h1>Sign-in error</h1><p role="alert"><strong>${esc(e.type)}</strong>: ${esc(e.message)}</p></main>`),
  );
}

/** A known identity (a B2B member document is one). */
export interface Identity {
  email_address: string;
  name: string;
}

export interface IdentityPage {
  title: string;
  intro: string;
  /** The callback path the forms post to. */
  action: string;
  /** The start query, echoed as hidden fields. */
  query: URLSearchParams;
  /** Known identities offered as one click each (the first 20). */
  picks: Identity[];
  picksHeading: string;
  otherHeading: string;
  /** Extra labelled inputs of the typed-identity form (HTML, already escaped). */
  extra?: string;
  submit: string;
}

export function identityPage(res: PageReq['res'], p: IdentityPage) {
  const hidden = [...p.query].map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`).join('');
  const form = (inner: string) => `<form method="post" action="${esc(p.action)}">${hidden}${inner}</form>`;
  const picks = p.picks
    .slice(0, 20)
    .map(
      (m) =>
        `<li>${form(`<input type="hidden" name="email" value="${esc(m.email_address)}"><input type="hidden" name="name" value="${esc(m.name)}"><button>Continue as ${esc(m.email_address)}</button>`)}</li>`,
    )
    .join('');
  sendHTML(
    res,
    200,
    htmlPage(
      p.title,
      `<main><h1>${esc(p.title)}</h1><p>${esc(p.intro)}</p>
${picks ? `<h2>${esc(p.picksHeading)}</h2><ul>${picks}</ul>` : ''}<h2>${esc(p.otherHeading)}</h2>${form(`
<p><label for="email">Email</label><br><input id="email" name="email" type="email" required autocomplete="email"></p>
<p><label for="name">Name</label><br><input id="name" name="name" autocomplete="name"></p>${p.extra ?? ''}
<button>${esc(p.submit)}</button>`)}</main>`,
    ),
  );
}
