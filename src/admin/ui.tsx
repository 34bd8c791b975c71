// The portal's form primitives beyond the widgets' kit: a group with a legend, a checkbox, a select,
// a notice, and the confirmation dialog every destructive step goes through. Styles are goober
// classes over the theme's custom properties (src/ui/sheet.ts), as the kit's.
import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'react';
import { Button } from '../ui/components/Button';
import { Heading } from '../ui/components/Heading';
import { useFieldId } from '../ui/ids';
import { focusFirstInvalid } from '../ui/focus';
import { css } from '../ui/sheet';
import { cx } from '../ui/styles';
import { useText } from '../ui/text';

export const ax = {
  group: css`border:1px solid var(--fl-c-border);border-radius:var(--fl-c-radius);padding:16px;margin:0;display:flex;flex-direction:column;gap:12px;min-width:0;`,
  legend: css`font-weight:600;padding:0 4px;`,
  check: css`display:flex;gap:8px;align-items:flex-start;font-size:14px;& input{margin-top:2px;width:16px;height:16px;accent-color:var(--fl-primary);}`,
  select: css`height:47px;width:100%;padding:0 8px;background:var(--fl-i-bg);color:var(--fl-i-text);border:1px solid var(--fl-i-border);border-radius:var(--fl-i-radius);font:inherit;`,
  note: css`font-size:14px;margin:0;color:var(--fl-secondary);`,
  list: css`list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:8px;`,
  // A row: what it names first; its status and action together at the end, the pair moving below it
  // when the row is narrow (so every row of a list wraps the same way).
  item: css`display:flex;flex-wrap:wrap;gap:8px;align-items:center;justify-content:space-between;border-bottom:1px solid var(--fl-c-border);padding:8px 0;overflow-wrap:anywhere;& > :first-child{flex:1 1 16em;}& > :last-child{display:flex;gap:12px;align-items:center;margin-inline-start:auto;}`,
  actions: css`display:flex;flex-wrap:wrap;gap:8px;& > button{width:auto;flex:1 1 140px;}`,
  dialog: css`border:1px solid var(--fl-c-border);border-radius:var(--fl-c-radius);background:var(--fl-c-bg);color:var(--fl-primary);padding:24px;max-width:min(420px,90vw);&::backdrop{background:rgba(0,0,0,.4);}`,
};

export function Group({ legend, children }: { legend: string; children: ComponentChildren }) {
  return (
    <fieldset class={ax.group}>
      <legend class={ax.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}

export function Checkbox(p: { label: string; checked: boolean; disabled?: boolean; invalid?: boolean; onChange: (v: boolean) => void }) {
  const id = useFieldId();
  return (
    <div class={ax.check}>
      <input
        id={id}
        type="checkbox"
        checked={p.checked}
        disabled={p.disabled}
        aria-invalid={p.invalid ? 'true' : undefined}
        onChange={(e) => p.onChange((e.currentTarget as HTMLInputElement).checked)}
      />
      <label for={id}>{p.label}</label>
    </div>
  );
}

export function Select<V extends string>(p: {
  label: string;
  value: V;
  options: readonly (readonly [V, string])[];
  disabled?: boolean;
  onChange: (v: V) => void;
}) {
  const id = useFieldId();
  return (
    <div>
      <label for={id} class={cx.label}>
        {p.label}
      </label>
      <select
        id={id}
        class={ax.select}
        value={p.value}
        disabled={p.disabled}
        onChange={(e) => p.onChange((e.currentTarget as HTMLSelectElement).value as V)}
      >
        {p.options.map(([v, label]) => (
          <option key={v} value={v}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * A section's form: its heading first; submitting runs `onSubmit` (no page load, the fields
 * validated by the section); a refused one takes the focus to its first invalid field.
 */
export function Form({ title, onSubmit, children }: { title: string; onSubmit: () => void; children: ComponentChildren }) {
  return (
    <form
      class={cx.col}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
        focusFirstInvalid(e.currentTarget as HTMLFormElement);
      }}
    >
      <Heading>{title}</Heading>
      {children}
    </form>
  );
}

export const Note = ({ children }: { children: ComponentChildren }) => <p class={ax.note}>{children}</p>;

/**
 * A modal confirmation (native <dialog>: focus moves in, Escape cancels; when it goes, focus returns
 * to the control that opened it, if that is still there). `onConfirm` runs the step; the dialog stays until it settles.
 */
export function ConfirmDialog(p: {
  title: string;
  body: string;
  confirm: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useText();
  const ref = useRef<HTMLDialogElement>(null);
  const id = useFieldId();
  useEffect(() => {
    const d = ref.current;
    const opener = d && (d.getRootNode() as Document | ShadowRoot).activeElement; // inside a shadow root: its own focused element, not the host
    if (d && !d.open) d.showModal ? d.showModal() : d.setAttribute('open', '');
    return () => {
      if (d?.open && d.close) d.close();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);
  return (
    // While its action runs the question stays (Escape and Cancel wait): its answer belongs to it.
    <dialog
      ref={ref}
      class={ax.dialog}
      aria-labelledby={`${id}-h`}
      aria-describedby={`${id}-b`}
      onCancel={(e) => (p.busy ? e.preventDefault() : p.onCancel())}
      // A second Escape closes a dialog without a cancel event to refuse: while busy it opens again.
      onClose={() => p.busy && ref.current?.isConnected && ref.current.showModal?.()}
    >
      <div class={cx.col}>
        <h3 id={`${id}-h`} class={cx.heading}>
          {p.title}
        </h3>
        <p id={`${id}-b`} class={cx.text}>
          {p.body}
        </p>
        <div class={ax.actions}>
          <Button variant="secondary" disabled={p.busy} onClick={p.onCancel}>
            {t('admin.cancel')}
          </Button>
          <Button loading={p.busy} onClick={p.onConfirm}>
            {p.confirm}
          </Button>
        </div>
      </div>
    </dialog>
  );
}
