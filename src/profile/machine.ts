// The profile widgets' one state machine, pure: at most one flow open at a time (an add with its
// code, a confirmation, a rename, TOTP enrollment, recovery codes shown, a step-up before a retry).
// Sections read `flow` and dispatch events; the effects (requests) are theirs (src/profile/use-profile.ts).
import type { StepUpMethod, StepUpReason } from './rules';

/** Where an add by code sends it. */
export type Channel = 'email' | 'sms';

export type Flow =
  | { kind: 'idle' }
  /** Adding an email or phone: `methodId` once the code is sent (the factor attaches when it is right). */
  | { kind: 'add'; channel: Channel; value: string; methodId?: string }
  /** A destructive action, confirmed first; `name` is what the question names. */
  | { kind: 'confirm'; id: string; name: string }
  | { kind: 'rename'; id: string }
  /** TOTP enrollment: the secret and QR code to scan; the first code confirms it. */
  | { kind: 'totp'; secret: string; qr: string; codes: string[] }
  | { kind: 'codes'; codes: string[] }
  /** A refused action waits behind a fresher factor (why: `reason`); `via` the way chosen, `methodId` once its code is sent. */
  | { kind: 'stepUp'; reason: StepUpReason; via?: StepUpMethod; methodId?: string };

export interface State {
  flow: Flow;
  /** The section that owns the open flow (one flow in the widget at a time). */
  section: string;
  /** The last outcome, announced (role=status) in the section. */
  notice?: string;
}

export type Event =
  | { type: 'open'; section: string; flow: Flow }
  | { type: 'codeSent'; methodId: string }
  /** An action of `section` succeeded: its outcome is announced there (a section without a flow open too, e.g. Name). */
  | { type: 'done'; section: string; notice?: string }
  /** A section's word without a request (e.g. why a factor cannot go). */
  | { type: 'say'; section: string; notice: string }
  | { type: 'cancel' };

export const initial: State = { flow: { kind: 'idle' }, section: '' };

/** The next state. A code can arrive only for a flow that waits for one; anything else is ignored. */
export function step(s: State, e: Event): State {
  switch (e.type) {
    case 'open':
      return { flow: e.flow, section: e.section };
    case 'codeSent':
      return s.flow.kind === 'add' || s.flow.kind === 'stepUp' ? { ...s, flow: { ...s.flow, methodId: e.methodId } } : s;
    case 'done':
      return { flow: { kind: 'idle' }, section: e.section, notice: e.notice };
    case 'say':
      return { flow: { kind: 'idle' }, section: e.section, notice: e.notice };
    case 'cancel':
      return { flow: { kind: 'idle' }, section: '' };
  }
}

/** Whether `section` may open a flow: none other is open. */
export const free = (s: State, section: string) => s.flow.kind === 'idle' || s.section === section;
