// What both connection sections (SSO and SCIM) draw beyond the shared primitives: a value to copy, a
// confirmation, a notice, a select, a multi-line field, the group-to-role editor, and their classes.
// Every class comes from goober through the kit's sheet (no style attribute, strict CSP).
import type { ComponentChildren } from 'preact';
import { useRef } from 'react';
import { Button } from '../../ui/components/Button';
import { ErrorText } from '../../ui/components/ErrorText';
import { TextInput } from '../../ui/components/TextInput';
import { css } from '../../ui/sheet';
import { cn, cx } from '../../ui/styles';
import { useText } from '../../ui/text';
import { showToast } from '../../ui/toast-show';
import { useToasts } from '../../ui/toasts';
import { useFieldId } from '../../ui/ids';
import { useConfirmFocus } from '../../ui/confirm';
import { focusNewRow } from '../../ui/focus';
import type { RBACPolicyRole } from './config';
import { kitText } from './kit-text';

export const ak = {
  list: css`list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:8px;`,
  item: css`display:flex;flex-wrap:wrap;gap:4px 8px;align-items:center;justify-content:space-between;border:1px solid var(--fl-c-border);border-radius:8px;padding:8px 12px;`,
  badge: css`font-size:12px;border:1px solid var(--fl-c-border);border-radius:999px;padding:2px 8px;color:var(--fl-secondary);`,
  value: css`font-family:ui-monospace,monospace;font-size:13px;direction:ltr;flex:1;min-width:0;`,
  copyRow: css`display:flex;gap:8px;align-items:center;& button{width:auto;min-height:36px;padding:0 12px;}`,
  section: css`display:flex;flex-direction:column;gap:12px;border:0;margin:0;padding:0;min-width:0;& legend{font-weight:600;font-size:16px;padding:0;margin-bottom:8px;}`,
  area: css`box-sizing:border-box;font:inherit;font-family:ui-monospace,monospace;font-size:13px;width:100%;min-height:96px;padding:8px 12px;background:var(--fl-i-bg);color:var(--fl-i-text);border:1px solid var(--fl-i-border);border-radius:var(--fl-i-radius);direction:ltr;&[aria-invalid='true']{border-color:var(--fl-error);}`,
  select: css`box-sizing:border-box;font:inherit;font-size:16px;height:47px;width:100%;padding:0 8px;background:var(--fl-i-bg);color:var(--fl-i-text);border:1px solid var(--fl-i-border);border-radius:var(--fl-i-radius);`,
  notice: css`margin:0;font-size:14px;color:var(--fl-secondary);`,
  confirm: css`border:1px solid var(--fl-error);border-radius:8px;padding:12px;display:flex;flex-direction:column;gap:8px;`,
  step: css`display:contents;`,
  pair: css`display:grid;grid-template-columns:1fr 1fr auto;gap:8px;align-items:end;& button{width:auto;min-height:47px;padding:0 12px;}@media (max-width:360px){grid-template-columns:1fr;}`,
};

/** The section's text function, with the shared words and the section's English added once (a translation passed as the mount's strings wins). */
export function useSectionText<K extends string>(english: Record<K, string>) {
  const t = useText();
  t.add(kitText);
  t.add(english);
  return t as (key: K | keyof typeof kitText, vars?: Record<string, unknown>) => string;
}

/** A field's label and box: the label names the control `field` draws with the id it is given. */
function Labeled({ label, field }: { label: string; field: (id: string) => ComponentChildren }) {
  const id = useFieldId();
  return (
    <div>
      <label for={id} class={cx.label}>
        {label}
      </label>
      {field(id)}
    </div>
  );
}

/** A value to give the identity provider: a read-only field (selectable), with a button that copies it. */
export function CopyValue({ label, value }: { label: string; value: string }) {
  const t = useText();
  const toasts = useToasts();
  const copy = () =>
    navigator.clipboard?.writeText(value).then(
      () => showToast(toasts, t('adminKit.copied'), 'success'),
      () => {},
    );
  return (
    <Labeled
      label={label}
      field={(id) => (
        <div class={ak.copyRow}>
          <input id={id} class={cn(cx.input, ak.value)} type="text" value={value} readOnly />
          <Button variant="secondary" onClick={copy} aria-label={t('adminKit.copy', { label })}>
            {t('adminKit.copyButton')}
          </Button>
        </div>
      )}
    />
  );
}

export const Notice = ({ children }: { children: ComponentChildren }) => (
  <p class={ak.notice} role="note">
    {children}
  </p>
);

export function Select(p: {
  label: string;
  value: string;
  options: [string, string][];
  onChange: (v: string) => void;
  disabled?: boolean;
}) {
  return (
    <Labeled
      label={p.label}
      field={(id) => (
        <select
          id={id}
          class={ak.select}
          value={p.value}
          disabled={p.disabled}
          onChange={(e) => p.onChange((e.currentTarget as HTMLSelectElement).value)}
        >
          {p.options.map(([v, name]) => (
            <option key={v} value={v}>
              {name}
            </option>
          ))}
        </select>
      )}
    />
  );
}

export function TextArea(p: { label: string; value: string; onInput: (v: string) => void; readOnly?: boolean; error?: string }) {
  return (
    <Labeled
      label={p.label}
      field={(id) => (
        <>
          <textarea
            id={id}
            class={ak.area}
            value={p.value}
            readOnly={p.readOnly}
            spellcheck={false}
            aria-invalid={p.error ? 'true' : undefined}
            onInput={(e) => p.onInput((e.currentTarget as HTMLTextAreaElement).value)}
          />
          <ErrorText message={p.error} />
        </>
      )}
    />
  );
}

/**
 * Delete (or another step that cannot be undone) with its confirmation, when the member may take it:
 * the button, then the question with Cancel and Delete (`no`, `yes`: other words for them), which
 * takes the focus; Cancel gives it back to the button (src/ui/confirm.ts).
 */
export function DeleteStep(p: {
  allowed: boolean;
  asking: boolean;
  busy: boolean;
  label: string;
  question: string;
  yes?: string;
  no?: string;
  ask: () => void;
  cancel: () => void;
  confirm: () => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  if (!p.allowed) return null;
  return (
    <div ref={box} class={ak.step}>
      {p.asking ? (
        <Question {...p} back={() => box.current?.querySelector('button')} />
      ) : (
        <Button variant="secondary" onClick={p.ask}>
          {p.label}
        </Button>
      )}
    </div>
  );
}

/** The question of a DeleteStep; closed, the focus goes to `back()`: the button drawn where it was. */
function Question(p: {
  question: string;
  yes?: string;
  no?: string;
  busy: boolean;
  cancel: () => void;
  confirm: () => void;
  back: () => HTMLElement | null | undefined;
}) {
  const t = useText();
  // While its action runs the question stays (Cancel and Escape wait): its answer belongs to it.
  const f = useConfirmFocus(p.back, () => p.busy || p.cancel());
  return (
    <div ref={f.ref} class={ak.confirm} role="alertdialog" aria-label={p.question} tabIndex={-1}>
      <p class={cx.text}>{p.question}</p>
      <Button variant="secondary" disabled={p.busy} onClick={() => (f.cancelled(), p.cancel())}>
        {p.no ?? t('adminKit.cancel')}
      </Button>
      <Button onClick={p.confirm} loading={p.busy}>
        {p.yes ?? t('adminKit.confirmDelete')}
      </Button>
    </div>
  );
}

/** A role of the project's policy as the pickers show it. */
export interface RoleOption {
  role_id: string;
  name: string;
}

/** Group-to-role rows: a group (free text, or a pick among `groups`) and a role each; add and remove unless read-only. */
export function GroupRoles(p: {
  legend: string;
  groupLabel: string;
  rows: { group: string; role_id: string }[];
  roles: RoleOption[];
  groups?: [string, string][];
  readOnly: boolean;
  onChange: (rows: { group: string; role_id: string }[]) => void;
}) {
  const t = useText();
  const set = (i: number, patch: Partial<{ group: string; role_id: string }>) =>
    p.onChange(p.rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const roleOptions: [string, string][] = p.roles.map((r) => [r.role_id, r.name]);
  return (
    <fieldset class={ak.section}>
      <legend>{p.legend}</legend>
      {!p.rows.length && <p class={ak.notice}>{t('adminKit.noAssignments')}</p>}
      {p.rows.map((row, i) => (
        <div class={ak.pair} key={i} data-row>
          {p.groups ? (
            <Select
              label={p.groupLabel}
              value={row.group}
              options={p.groups}
              disabled={p.readOnly}
              onChange={(group) => set(i, { group })}
            />
          ) : (
            <TextInput label={p.groupLabel} value={row.group} readOnly={p.readOnly} onInput={(group) => set(i, { group })} />
          )}
          <Select
            label={t('adminKit.role')}
            value={row.role_id}
            options={roleOptions}
            disabled={p.readOnly}
            onChange={(role_id) => set(i, { role_id })}
          />
          {!p.readOnly && (
            <Button
              variant="secondary"
              onClick={() => p.onChange(p.rows.filter((_, j) => j !== i))}
              aria-label={t('adminKit.removeAssignment', { n: i + 1 })}
            >
              ×
            </Button>
          )}
        </div>
      ))}
      {!p.readOnly && (
        <Button
          variant="secondary"
          onClick={() => (p.onChange([...p.rows, { group: p.groups?.[0]?.[0] ?? '', role_id: p.roles[0]?.role_id ?? '' }]), focusNewRow())}
        >
          {t('adminKit.addAssignment')}
        </Button>
      )}
    </fieldset>
  );
}

/** The project's RBAC policy roles, from the client's settings (the official portal reads them from its bootstrap too). */
export async function policyRoles(client: { bootstrap: { getAsync(): Promise<{ rbacPolicy: unknown }> } }): Promise<RBACPolicyRole[]> {
  const p = (await client.bootstrap.getAsync()).rbacPolicy as { roles?: unknown } | null;
  return Array.isArray(p?.roles) ? (p.roles as RBACPolicyRole[]) : [];
}

/** The policy's roles as the pickers show them: the config's display names and sort order when given. */
export function roleOptions(
  roles: { role_id: string; description?: string; permissions?: unknown[] }[],
  config?: { getRoleDisplayName?: (r: never) => string; getRoleSortOrder?: (r: never[]) => string[] },
): RoleOption[] {
  const order = config?.getRoleSortOrder?.(roles as never[]) ?? [];
  const rank = (id: string) => (order.includes(id) ? order.indexOf(id) : order.length);
  return [...roles]
    .sort((a, b) => rank(a.role_id) - rank(b.role_id))
    .map((r) => ({ role_id: r.role_id, name: config?.getRoleDisplayName?.(r as never) ?? r.role_id }));
}
