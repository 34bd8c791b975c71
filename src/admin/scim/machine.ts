// The SCIM section's one state machine, pure: what the member may do, the connection as last read (or
// none), its groups, the token shown once (after create or a rotation start, until dismissed or the
// section is left), and the busy / error / confirm flags. The component performs the calls.
import type { SCIMConnection, SCIMGroup } from '../../wire/b2b-public-types';
import { IDP_NAMES } from '../sso/rules';

export interface ScimAccess {
  view: boolean;
  create: boolean;
  edit: boolean;
  remove: boolean;
}

/** stytch.scim get / create / update (also the token rotation) / delete. */
export async function scimAccess(isAuthorized: (resource: string, action: string) => Promise<boolean>): Promise<ScimAccess> {
  const [view, create, edit, remove] = await Promise.all(['get', 'create', 'update', 'delete'].map((a) => isAuthorized('stytch.scim', a)));
  return { view, create: view && create, edit: view && edit, remove: view && remove };
}

export interface ScimState {
  access: ScimAccess | null;
  /** undefined: not read yet; null: the organization has none. */
  conn: SCIMConnection | null | undefined;
  groups: SCIMGroup[];
  screen: 'main' | 'new';
  /** A token to copy now, shown once: the first bearer token or a rotation's next one. */
  shown: { token: string; next: boolean } | null;
  busy: boolean;
  error: string;
  confirmDelete: boolean;
  /** The rotation step (irreversible either way) asked once more before it is made. */
  confirmRotate: 'complete' | 'cancel' | null;
}

export type ScimEvent =
  | { type: 'access'; access: ScimAccess }
  | { type: 'loaded'; conn: SCIMConnection | null }
  | { type: 'groups'; groups: SCIMGroup[] }
  | { type: 'failed'; error: string }
  | { type: 'busy' }
  | { type: 'new' }
  | { type: 'back' }
  | { type: 'created'; conn: SCIMConnection; token: string }
  | { type: 'rotating'; conn: SCIMConnection; token: string }
  | { type: 'updated'; conn: SCIMConnection }
  | { type: 'dismissToken' }
  | { type: 'askDelete' }
  | { type: 'cancelDelete' }
  | { type: 'askRotate'; step: 'complete' | 'cancel' }
  | { type: 'cancelRotate' }
  | { type: 'deleted' };

export const initial: ScimState = {
  access: null,
  conn: undefined,
  groups: [],
  screen: 'main',
  shown: null,
  busy: false,
  error: '',
  confirmDelete: false,
  confirmRotate: null,
};

const calm = { busy: false, error: '', confirmDelete: false, confirmRotate: null };

export function scim(s: ScimState, e: ScimEvent): ScimState {
  switch (e.type) {
    case 'access':
      return { ...s, access: e.access };
    case 'loaded':
      return { ...s, ...calm, conn: e.conn };
    case 'groups':
      return { ...s, groups: e.groups };
    case 'failed':
      return { ...s, busy: false, error: e.error };
    case 'busy':
      return { ...s, busy: true, error: '' };
    case 'new':
      return s.access?.create && s.conn === null ? { ...s, ...calm, screen: 'new' } : s;
    case 'back':
      return { ...s, ...calm, screen: 'main' };
    case 'created':
      return { ...s, ...calm, conn: e.conn, screen: 'main', shown: { token: e.token, next: false } };
    case 'rotating':
      return { ...s, ...calm, conn: e.conn, shown: { token: e.token, next: true } };
    case 'updated':
      // A completed or cancelled rotation ends the next token's showing.
      return { ...s, ...calm, conn: e.conn, shown: s.shown?.next && !e.conn.next_bearer_token_last_four ? null : s.shown };
    case 'dismissToken':
      return { ...s, shown: null };
    case 'askDelete':
      return s.access?.remove ? { ...s, confirmDelete: true, error: '' } : s;
    case 'cancelDelete':
      return { ...s, confirmDelete: false };
    case 'askRotate':
      return s.access?.edit && s.conn?.next_bearer_token_last_four ? { ...s, confirmRotate: e.step, error: '' } : s;
    case 'cancelRotate':
      return { ...s, confirmRotate: null };
    case 'deleted':
      return { ...s, ...calm, conn: null, groups: [], shown: null };
  }
}

/** The identity providers offered (API values; 'generic' last). */
export const SCIM_IDPS = ['okta', 'microsoft-entra', 'jumpcloud', 'onelogin', 'generic'];
export const SCIM_IDP_NAMES: Record<string, string> = {
  ...IDP_NAMES,
  jumpcloud: 'JumpCloud',
  onelogin: 'OneLogin',
};
