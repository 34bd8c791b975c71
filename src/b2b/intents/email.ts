// Email intents of Main and the email screens (steps chunk, whose CDN file brings the sign-in calls
// they make; Main reaches submitEmail with later()): the email form's choice, magic link and one-time
// code sends, with section 8's inline messages.
import { errorType } from '../errors';
import type { B2BKey } from '../text';
import { call, organization, products, type Widget, show } from '../widget';
import { advance, isDiscovery, now, orgId, here } from './core';
import { StytchEventType as E } from '../../core/enums';

/** error_type of a failed email send -> message key (anything else: err.emailSend; section 8). */
const EMAIL_SEND_ERRORS: Record<string, B2BKey> = {
  inactive_email: 'err.inactiveEmail',
  email_jit_provisioning_not_allowed: 'err.noAccess',
  invalid_email_for_jit_provisioning: 'err.noAccess',
};

/** Inline message for a failed email send (section 8). */
function emailSendProblem(w: Widget, e: unknown, email: string): string {
  return w.t(EMAIL_SEND_ERRORS[errorType(e)] ?? 'err.emailSend', { email, organization: organization(w)?.organization_name ?? '' });
}

/** Main's email form: both email products -> the choice screen; else the one configured. */
export async function submitEmail(w: Widget, email: string): Promise<string | void> {
  const p = products(w).products;
  w.dispatch({ type: 'setEmail', email });
  const link = p.includes('emailMagicLinks');
  const code = p.includes('emailOtp');
  if (link && code) return void show(w, 'EmailMethodSelection', true);
  return code ? sendEmailOtp(w, email) : sendMagicLink(w, email);
}

/**
 * One email send, by flow (`discovery` or the organization's): the email is kept and `then` moves
 * on; a failure is section 8's inline message.
 */
async function emailSend(w: Widget, email: string, send: () => Promise<unknown>, then: () => void): Promise<string | void> {
  // An answer after the user left (Back, 'Try again') neither puts the email back nor moves them.
  const still = here(w);
  try {
    await send();
    if (!still()) return;
    w.dispatch({ type: 'setEmail', email });
    then();
  } catch (e) {
    if (still()) return emailSendProblem(w, e, email);
  }
}

export function sendMagicLink(w: Widget, email: string) {
  const o = w.config.emailMagicLinksOptions ?? {};
  return emailSend(
    w,
    email,
    () =>
      isDiscovery(w)
        ? call(w, E.B2BMagicLinkEmailDiscoverySend, (c) =>
            c.magicLinks.email.discovery.send({
              email_address: email,
              discovery_redirect_url: o.discoveryRedirectURL,
              login_template_id: o.loginTemplateId,
              locale: o.locale,
            }),
          )
        : call(w, E.B2BMagicLinkEmailLoginOrSignup, (c) =>
            c.magicLinks.email.loginOrSignup({
              email_address: email,
              organization_id: orgId(w),
              login_redirect_url: o.loginRedirectURL,
              signup_redirect_url: o.signupRedirectURL,
              login_template_id: o.loginTemplateId,
              locale: o.locale,
              signup_template_id: o.signupTemplateId,
            }),
          ),
    () => w.state.value.screen !== 'EmailConfirmation' && show(w, 'EmailConfirmation', true),
  );
}

export function sendEmailOtp(w: Widget, email: string) {
  const o = w.config.emailOtpOptions ?? {};
  return emailSend(
    w,
    email,
    () =>
      isDiscovery(w)
        ? call(w, E.B2BOTPsEmailDiscoverySend, (c) =>
            c.otps.email.discovery.send({ email_address: email, login_template_id: o.loginTemplateId, locale: o.locale }),
          )
        : call(w, E.B2BOTPsEmailLoginOrSignup, (c) =>
            c.otps.email.loginOrSignup({
              email_address: email,
              organization_id: orgId(w),
              login_template_id: o.loginTemplateId,
              locale: o.locale,
              signup_template_id: o.signupTemplateId,
            }),
          ),
    () => advance(w, { type: 'emailOtpSent', now: now() }),
  );
}

/** 'Try again' / 'Try a different email address': back to Main with the email cleared. */
export function startOver(w: Widget) {
  w.dispatch({ type: 'setEmail', email: '' });
  show(w, 'Main');
}
