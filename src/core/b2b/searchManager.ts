// searchManager.* : is this email a member of that organization? (the widget's password-first step)
import * as r from '../../wire/b2b-routes';
import type { Member } from '../../wire/types';
import { call } from '../api';
import { check } from '../args';
import type { Ctx } from '../client';

export const searchManagerModule = (ctx: Ctx) => ({
  /** { member } when found, { member: null } otherwise. */
  async searchMember(email_address: string, organization_id: string): Promise<{ member: Member | null }> {
    check('stytch.searchManager.searchMember', { email_address, organization_id }, r.membersSearch[2]);
    const data = await call<{ member?: Member }>(ctx, r.membersSearch, { email_address, organization_id });
    return { member: data.member ?? null };
  },
});
