// Member management's one state machine (pure): which screen shows (the list, a member's details, the
// invite form), the search and its page cursors, and the destructive step awaiting confirmation.
// rules below say which steps a member offers, by status and the signed-in member's permissions.
import type { Member, Organization } from '../../wire/types';
import type { Can } from '../access';

export type Step = 'resetPhone' | 'resetTotp' | 'resetPassword' | 'deactivate' | 'revokeInvite';
export type View = { name: 'list' } | { name: 'details'; member: Member } | { name: 'invite' };

export interface State {
  view: View;
  query: string;
  /** The cursors of the pages seen: the last is the current page's ('' the first). */
  cursors: string[];
  /** A destructive step shown in the confirmation dialog. */
  confirm: { step: Step; member: Member } | null;
  /** The last step's failure, in words: shown in that member's details until the view changes. */
  error: string;
}

export type Event =
  | { type: 'search'; query: string }
  | { type: 'next'; cursor: string }
  | { type: 'prev' }
  | { type: 'open'; member: Member }
  | { type: 'invite' }
  | { type: 'back' }
  | { type: 'ask'; step: Step; member: Member }
  | { type: 'cancel' }
  /** A step succeeded: the member as the API answered (null: gone), shown in details. */
  | { type: 'done'; member: Member | null }
  | { type: 'failed'; error: string };

export const initial: State = { view: { name: 'list' }, query: '', cursors: [''], confirm: null, error: '' };

export function reduce(s: State, e: Event): State {
  switch (e.type) {
    case 'search':
      return { ...s, query: e.query, cursors: [''], view: { name: 'list' }, error: '' };
    case 'next':
      return { ...s, cursors: [...s.cursors, e.cursor] };
    case 'prev':
      return s.cursors.length > 1 ? { ...s, cursors: s.cursors.slice(0, -1) } : s;
    case 'open':
      return { ...s, view: { name: 'details', member: e.member }, confirm: null, error: '' };
    case 'invite':
      return { ...s, view: { name: 'invite' }, error: '' };
    case 'back':
      return { ...s, view: { name: 'list' }, confirm: null, error: '' };
    case 'ask':
      return { ...s, confirm: { step: e.step, member: e.member }, error: '' };
    case 'cancel':
      return { ...s, confirm: null };
    case 'done':
      return { ...s, confirm: null, view: e.member ? { name: 'details', member: e.member } : { name: 'list' } };
    case 'failed':
      return { ...s, confirm: null, error: e.error };
  }
}

/** The current page's cursor (undefined for the first page). */
export const cursorOf = (s: State) => s.cursors[s.cursors.length - 1] || undefined;

/** The search body: an email substring (none: every member), a page of `limit`. */
export const searchBody = (s: State, limit = 10) => ({
  limit,
  cursor: cursorOf(s),
  query: s.query.trim()
    ? { operator: 'AND' as const, operands: [{ filter_name: 'member_email_fuzzy', filter_value: s.query.trim() }] }
    : undefined,
});

const M = 'stytch.member';
/** The confirmation's words: deactivating a member whose email is not verified cannot be undone. */
export const confirmKey = (step: Step, m: Member) =>
  step === 'deactivate' && !m.email_address_verified ? 'admin.members.confirm.deactivateUnverified' : `admin.members.confirm.${step}`;

/** The destructive steps a member offers the signed-in member, in order. */
export function stepsFor(m: Member, can: Can): Step[] {
  const out: Step[] = [];
  if (m.mfa_phone_number && can(M, 'update.info.delete.mfa-phone')) out.push('resetPhone');
  if (m.totp_registration_id && can(M, 'update.info.delete.mfa-totp')) out.push('resetTotp');
  if (m.member_password_id && can(M, 'update.info.delete.password')) out.push('resetPassword');
  const deleted = m.status === 'deleted';
  if (!deleted && can(M, 'delete')) out.push(m.status === 'invited' ? 'revokeInvite' : 'deactivate');
  return out;
}
/**
 * Reactivation: a deactivated member (the API's `deleted` status) whose email was verified (an
 * unverified one cannot get their account back), with member creation.
 */
export const mayReactivate = (m: Member, can: Can) => m.status === 'deleted' && m.email_address_verified && can(M, 'create');
/** Inviting: member creation, in an organization that allows email invites. */
export const mayInvite = (can: Can, org: Organization) => can(M, 'create') && org.email_invites !== 'NOT_ALLOWED';
/** Sending the invitation again: an invited or pending member, where one may invite. */
export const mayReinvite = (m: Member, can: Can, org: Organization) =>
  (m.status === 'invited' || m.status === 'pending') && mayInvite(can, org);
export const maySearch = (can: Can) => can(M, 'search');
export const mayChangeRoles = (can: Can) => can(M, 'update.settings.roles');

/** The invitation's options from the config: template, redirect, expiry (5 to 10080 minutes). */
export function inviteOptions(
  email: string,
  name: string,
  roles: string[],
  c: { inviteTemplateId?: string; inviteRedirectURL?: string; inviteExpirationMinutes?: number } = {},
) {
  return {
    email_address: email.trim(),
    ...(name.trim() && { name: name.trim() }),
    ...(roles.length && { roles }),
    ...(c.inviteTemplateId && { invite_template_id: c.inviteTemplateId }),
    ...(c.inviteRedirectURL && { invite_redirect_url: c.inviteRedirectURL }),
    ...(c.inviteExpirationMinutes && { invite_expiration_minutes: Math.min(10080, Math.max(5, Math.round(c.inviteExpirationMinutes))) }),
  };
}
