// The SSO section's one state machine, pure: which screen shows, the connections as last read, the
// default connection, what the member may do, and the busy / error / confirm flags. The component
// performs the calls and sends their outcomes here.
import type { Access, Conn, Protocol } from './rules';

export type Screen = { name: 'list' } | { name: 'new' } | { name: 'details'; id: string };

export interface SSOState {
  /** Unknown until the policy is read: nothing is requested before. */
  access: Access | null;
  conns: Conn[] | null;
  defaultId: string | null;
  screen: Screen;
  busy: boolean;
  error: string;
  confirmDelete: boolean;
  /** The open connection was just saved (said beside Save, where the focus is, until the next event). */
  saved: boolean;
}

export type SSOEvent =
  | { type: 'access'; access: Access }
  | { type: 'loaded'; conns: Conn[]; defaultId: string | null }
  | { type: 'failed'; error: string }
  | { type: 'busy' }
  | { type: 'open'; id: string }
  | { type: 'new' }
  | { type: 'back' }
  | { type: 'created'; conn: Conn }
  | { type: 'saved'; conn: Conn }
  | { type: 'default'; id: string }
  | { type: 'askDelete' }
  | { type: 'cancelDelete' }
  | { type: 'deleted'; id: string };

export const initial: SSOState = {
  access: null,
  conns: null,
  defaultId: null,
  screen: { name: 'list' },
  busy: false,
  error: '',
  confirmDelete: false,
  saved: false,
};

const calm = { busy: false, error: '', confirmDelete: false, saved: false };

export function sso(s: SSOState, e: SSOEvent): SSOState {
  switch (e.type) {
    case 'access':
      return { ...s, access: e.access };
    case 'loaded':
      return { ...s, ...calm, conns: e.conns, defaultId: e.defaultId };
    case 'failed':
      return { ...s, busy: false, error: e.error, saved: false };
    case 'busy':
      return { ...s, busy: true, error: '', saved: false };
    case 'open':
      return { ...s, ...calm, screen: { name: 'details', id: e.id } };
    case 'new':
      // Creating needs the permission: without it the screen does not open.
      return s.access?.create ? { ...s, ...calm, screen: { name: 'new' } } : s;
    case 'back':
      return { ...s, ...calm, screen: { name: 'list' } };
    case 'created':
      return { ...s, ...calm, conns: [...(s.conns ?? []), e.conn], screen: { name: 'details', id: e.conn.connection_id } };
    case 'saved':
      return {
        ...s,
        ...calm,
        saved: true,
        conns: (s.conns ?? []).map((c) => (c.connection_id === e.conn.connection_id ? e.conn : c)),
      };
    case 'default':
      return { ...s, ...calm, defaultId: e.id };
    case 'askDelete':
      return s.access?.remove ? { ...s, confirmDelete: true, error: '' } : s;
    case 'cancelDelete':
      return { ...s, confirmDelete: false };
    case 'deleted':
      return {
        ...s,
        ...calm,
        conns: (s.conns ?? []).filter((c) => c.connection_id !== e.id),
        defaultId: s.defaultId === e.id ? null : s.defaultId,
        screen: { name: 'list' },
      };
  }
}

/** The connection the details screen shows, if it is still there. */
export const current = (s: SSOState): Conn | undefined =>
  s.screen.name === 'details' ? s.conns?.find((c) => c.connection_id === (s.screen as { id: string }).id) : undefined;

/** The protocol chosen for a new connection, and whether an identity provider fits it. */
export type NewChoice = { protocol: Protocol; idp: string; name: string };
