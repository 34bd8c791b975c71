// A member's email update, confirmed (the 6.x startEmailUpdate: routes/account-updates.ts): by the
// link to the new address (routes/b2b/magic-links.ts) or by the code sent there, authenticated as an
// email code of the organization (routes/b2b/otps.ts). The old address is retired.
import type { Req } from '../context';
import { fail } from '../errors';
import { memberByEmail, saveMember, type MemberDoc, type OrgDoc } from './store';

export function applyEmailUpdate(req: Req, org: OrgDoc, member: MemberDoc, email: string) {
  const other = memberByEmail(req.emu, org, email);
  if (other && other.member_id !== member.member_id) throw fail('duplicate_member_email');
  const retired = member.retired_email_addresses ?? [];
  member.retired_email_addresses = [
    ...retired,
    { email_id: `email-${member.member_id}-${retired.length + 1}`, email_address: member.email_address },
  ];
  member.email_address = email;
  member.email_address_verified = true;
  saveMember(req.emu, member);
}
