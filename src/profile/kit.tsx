// The profile widgets' shared pieces: the machine in a context, the action runner (errors in words,
// step-up and retry), a section's frame, the confirmation and the code entry. Both widgets
// (UserProfile, MemberProfile) and every section use them.
import type { ComponentChildren } from 'preact';
import { createContext } from 'preact';
import { useContext, useEffect, useRef, useState } from 'react';
import { Button } from '../ui/components/Button';
import { ErrorText } from '../ui/components/ErrorText';
import { OTPInput } from '../ui/components/OTPInput';
import { failureText } from '../ui/failure-text';
import { useConfirmFocus } from '../ui/confirm';
import { reportError } from '../ui/events';
import { CallbacksContext } from '../ui/mount';
import { focusWithin, nowhere } from '../ui/focus';
import { css } from '../ui/sheet';
import { cx } from '../ui/styles';
import { helper } from '../ui/styles-text';
import { useText } from '../ui/text';
import { type Event, type Flow, initial, type State, step } from './machine';
import { stepUpReason } from './rules';
import type { ProfileKey } from './text';

export interface Profile {
  state: State;
  send(e: Event): void;
  /** Opens a flow in `section` (closing any other). */
  open(section: string, flow: Flow): void;
  busy: boolean;
  /**
   * The last action's failure in words and the section that ran it (shown there until the next action
   * or event): under the section, or at the field whose value it refused (`atField`).
   */
  error?: { section: string; text: string; atField?: boolean };
  /**
   * Runs an action of `section` (one that answers a Flow opens it next: a code was sent); its failure in words under `section` (never a raw error_type);
   * a refusal that asks for a fresher factor opens the step-up and keeps the action for `retry`.
   * `atField`: the action sends a form's one field, so its failure shows at that field (`fieldError`).
   */
  run(section: string, fn: () => Promise<unknown>, notice?: string, atField?: boolean): Promise<boolean>;
  /** Runs the action the step-up held back (after the fresher factor). */
  retry(): Promise<boolean>;
}

const isFlow = (x: unknown): x is Flow => !!x && typeof x === 'object' && 'kind' in x;

const Ctx = createContext<Profile | null>(null);
export const useProfile = () => useContext(Ctx)!;
/** The failure of `section`'s last action when it belongs at the field it refused (run's `atField`). */
export const fieldError = (p: Profile, section: string) => (p.error?.section === section && p.error.atField ? p.error.text : undefined);

/** The machine and the runner, for a widget's root. */
export function useProfileState(): Profile {
  const t = useText();
  const [state, setState] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Profile['error']>();
  const held = useRef<{ section: string; fn: () => Promise<unknown>; notice?: string; atField?: boolean } | null>(null);
  const callbacks = useContext(CallbacksContext);
  // The state as the user last left it: an action's answer applies only while its flow is still the
  // one open (Cancel, another flow meanwhile: the answer opens nothing, closes nothing, says nothing).
  const latest = useRef(state);
  latest.current = state;
  const send = (e: Event) => {
    if (e.type === 'cancel') held.current = null; // a cancelled step-up runs nothing afterwards
    setError(undefined);
    setState((latest.current = step(latest.current, e)));
  };
  const p: Profile = {
    state,
    send,
    busy,
    error,
    open: (section, flow) => send({ type: 'open', section, flow }),
    async run(section, fn, notice, atField) {
      if (busy) return false;
      setBusy(true);
      setError(undefined);
      const from = latest.current.flow;
      const still = () => latest.current.flow === from;
      try {
        const next = await fn();
        if (!still()) return false;
        if (isFlow(next)) send({ type: 'open', section, flow: next });
        else send({ type: 'done', section, notice });
        return true;
      } catch (e) {
        reportError(callbacks, e);
        const reason = stepUpReason(e);
        if (!still()) return false;
        if (reason) {
          held.current = { section, fn, notice, atField };
          send({ type: 'open', section, flow: { kind: 'stepUp', reason } });
        } else setError({ section, text: failureText(e, t), atField });
        return false;
      } finally {
        setBusy(false);
      }
    },
    async retry() {
      const h = held.current;
      held.current = null;
      return h ? p.run(h.section, h.fn, h.notice, h.atField) : false;
    },
  };
  return p;
}

/** What a section shows while its action waits for a fresher factor (the consumer widget's StepUp). */
const StepUpSlot = createContext<ComponentChildren>(null);

export const ProfileProvider = ({
  value,
  stepUp,
  children,
}: {
  value: Profile;
  stepUp?: ComponentChildren;
  children: ComponentChildren;
}) => (
  <Ctx.Provider value={value}>
    <StepUpSlot.Provider value={stepUp}>{children}</StepUpSlot.Provider>
  </Ctx.Provider>
);

const sectionCss = css`display:flex;flex-direction:column;gap:12px;border-top:1px solid var(--fl-c-border);padding-top:16px;`;
const titleCss = css`font-size:18px;font-weight:600;margin:0;`;
/** A row of a section's buttons: side by side while two fit, one under the other on a narrow widget (320 px). */
export const actionsCss = css`display:flex;flex-wrap:wrap;gap:8px;& > button{width:auto;flex:1 1 140px;}`;
export const listCss = css`list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:8px;&:empty{display:none;}& > li{display:flex;flex-wrap:wrap;gap:8px;align-items:center;}& > li > span{flex:1;min-width:0;overflow-wrap:anywhere;}`;

/**
 * A section: its heading (a labelled region; focusable, where a closed confirmation leaves the focus),
 * its content, then its outcome (announced) or the failure of its last action.
 */
export function Section({ id, title, children }: { id: string; title: ProfileKey; children: ComponentChildren }) {
  const t = useText();
  const p = useProfile();
  const mine = p.state.section === id;
  const failed = p.error?.section === id && !p.error.atField && p.error.text;
  const stepUp = useContext(StepUpSlot);
  const box = useRef<HTMLElement>(null);
  const kind = mine ? p.state.flow.kind : '';
  // When this section's flow opens or closes, or its action ends, and the control the user was on
  // went with it (the focus is nowhere): the open flow's first field to type in (a phone number rather
  // than its country box; never a hidden one, such as the password form's username for password
  // managers), else the heading (its outcome is read from there). Never from where the user is.
  useEffect(() => {
    const el = box.current;
    const field = () =>
      el?.querySelector<HTMLElement>('input:not([hidden]):not([type=hidden]), textarea') || el?.querySelector<HTMLElement>('select');
    if (mine && !p.busy && el && nowhere()) focusWithin((kind && field()) || el.querySelector('h3'));
  }, [kind, p.busy, mine]);
  return (
    <section ref={box} class={sectionCss} aria-labelledby={`fl-profile-${id}`} data-section={id}>
      <h3 id={`fl-profile-${id}`} class={titleCss} tabIndex={-1}>
        {t(title)}
      </h3>
      {mine && p.state.flow.kind === 'stepUp' ? stepUp : children}
      <p class={helper} role="status">
        {mine && !failed && p.state.notice}
      </p>
      {failed && <ErrorText message={failed} />}
    </section>
  );
}

/** A small button of a list row. */
export const RowButton = ({ children, onClick, label }: { children: ComponentChildren; onClick: () => void; label?: string }) => {
  const p = useProfile();
  return (
    <Button variant="link" onClick={onClick} disabled={p.busy} aria-label={label}>
      {children}
    </Button>
  );
};

/**
 * An action and Cancel (which closes the flow, after `onCancel`): a form's submit (no `onClick`) or a button's.
 * The action waits while another runs.
 */
export function ActionRow({
  label,
  onClick,
  disabled,
  onCancel,
}: {
  label: string;
  onClick?: () => void;
  disabled?: boolean;
  onCancel?: () => void;
}) {
  const t = useText();
  const p = useProfile();
  return (
    <div class={cx.row}>
      <Button type={onClick ? 'button' : 'submit'} onClick={onClick} loading={p.busy} disabled={disabled}>
        {label}
      </Button>
      <Button variant="secondary" onClick={() => (onCancel?.(), p.send({ type: 'cancel' }))}>
        {t('profile.cancel')}
      </Button>
    </div>
  );
}

/** Room inside the confirmation for the focus ring it takes (the padding's margin keeps its place). */
const confirmCss = css`padding:6px;margin:-6px;`;

/**
 * The confirmation of a destructive action: its question, then the action or Cancel. It takes the
 * focus; as it closes, the focus goes back to the control that opened it after Cancel, else (its
 * action done, or its opener gone) to the section's heading (src/ui/confirm.ts).
 */
export function Confirm({ question, action, onYes }: { question: string; action: string; onYes: () => void }) {
  const p = useProfile();
  const heading = useRef<HTMLElement | null>(null);
  const f = useConfirmFocus(
    () => heading.current,
    () => p.send({ type: 'cancel' }),
  );
  useEffect(() => void (heading.current = f.ref.current!.closest('section')?.querySelector('h3') ?? null), []);
  return (
    <div class={`${cx.col} ${confirmCss}`} role="alertdialog" aria-label={question} tabIndex={-1} ref={f.ref}>
      <p class={cx.text}>{question}</p>
      <ActionRow label={action} onClick={onYes} onCancel={f.cancelled} />
    </div>
  );
}

const noteCss = css`flex-basis:100%;margin:0;`;

/**
 * A list row's Remove, which opens its confirmation; never offered on the last way to sign in: the
 * row says why it stays instead (the API would refuse it too).
 */
export function RemoveButton({ section, id, name, removable = true }: { section: string; id: string; name: string; removable?: boolean }) {
  const t = useText();
  const p = useProfile();
  if (!removable) return <p class={`${helper} ${noteCss}`}>{t('profile.lastFactor')}</p>;
  return (
    <RowButton onClick={() => p.open(section, { kind: 'confirm', id, name })} label={`${t('profile.remove')} ${name}`}>
      {t('profile.remove')}
    </RowButton>
  );
}

/** The open removal of `section` (RemoveButton's), asked, then `remove(id)` with its outcome announced. */
export function ConfirmRemoval({ section, remove }: { section: string; remove: (id: string) => Promise<unknown> }) {
  const t = useText();
  const p = useProfile();
  const flow = p.state.flow;
  if (p.state.section !== section || flow.kind !== 'confirm') return null;
  return (
    <Confirm
      key={flow.id}
      question={t('profile.confirmRemove', { name: flow.name })}
      action={t('profile.remove')}
      onYes={() => void p.run(section, () => remove(flow.id), t('profile.removed', { name: flow.name }))}
    />
  );
}

/** A 6-digit code sent to `destination`: entering the sixth digit submits it; a refused one clears the boxes (`onCode` answers false). */
export function CodeEntry({ destination, onCode }: { destination?: string; onCode: (code: string) => unknown }) {
  const t = useText();
  const p = useProfile();
  const [code, setCode] = useState('');
  const submit = (c: string) => void Promise.resolve(onCode(c)).then((ok) => ok === false && setCode(''));
  return (
    <div class={cx.col}>
      {destination && <p class={helper}>{t('profile.code.sent', { destination })}</p>}
      <OTPInput label={t('profile.code.label')} value={code} onChange={setCode} onComplete={submit} disabled={p.busy} autoFocus />
      <ActionRow label={t('profile.code.verify')} onClick={() => submit(code)} disabled={code.length < 6} />
    </div>
  );
}
