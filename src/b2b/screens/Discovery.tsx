import { safeImageURL } from '../../core/url';
import { Button } from '../../ui/components/Button';
import { css } from '../../ui/sheet';
import { cx } from '../../ui/styles';
import { helper } from '../../ui/styles-text';
import type { DiscoveredOrganization } from '../../wire/types';
import { Header } from '../components/Header';
import { useWidget } from '../components/use';
import { membershipLabel } from '../rules-steps';
import { createOrganization, selectOrganization } from '../intents/steps';
import { startOver } from '../intents/email';
import { canCreateOrganization } from '../intents/core';
import { show } from '../widget';

const item = css`display:flex;align-items:center;gap:12px;width:100%;padding:8px 12px;min-height:56px;box-sizing:border-box;background:none;border:1px solid var(--fl-c-border);border-radius:var(--fl-c-radius);cursor:pointer;font:inherit;color:inherit;text-align:start;`;
const logo = css`width:40px;height:40px;flex:none;border-radius:4px;object-fit:contain;display:flex;align-items:center;justify-content:center;background:var(--fl-c-border);font-weight:600;`;
const grow = css`flex:1;`;
const list = css`list-style:none;margin:0;padding:0;`;

function OrgLogo({ d }: { d: DiscoveredOrganization }) {
  const o = d.organization;
  const src = safeImageURL(o.organization_logo_url);
  return src ? (
    <img class={logo} src={src} alt="" />
  ) : (
    <span class={logo} aria-hidden="true">
      {o.organization_name.charAt(0).toUpperCase()}
    </span>
  );
}

/** The organizations the email can enter; create one; the empty states. */
export function Discovery() {
  const w = useWidget();
  const { email, orgs } = w.state.value.form.discovery;
  const canCreate = canCreateOrganization(w);
  // Back to Main with the email kept, to correct it (the code screen behind is spent).
  const back = () => show(w, 'Main');
  const create = (
    <Button variant={orgs.length ? 'secondary' : 'primary'} onClick={() => createOrganization(w)}>
      {w.t('discovery.create')}
    </Button>
  );
  if (!orgs.length)
    return canCreate ? (
      <>
        <Header back={back} title={w.t('discovery.emptyCreateTitle')} />
        {create}
        <p class={helper}>{w.t('discovery.emptyCreateText', { email })}</p>
      </>
    ) : (
      <>
        <Header back={back} title={w.t('discovery.emptyTitle', { email })} text={w.t('discovery.emptyText')} />
        <Button onClick={() => startOver(w)}>{w.t('discovery.tryDifferentEmail')}</Button>
      </>
    );
  return (
    <>
      <Header back={back} title={w.t('discovery.title')} />
      <ul class={`${cx.col} ${list}`} role="list">
        {orgs.map((d) => {
          const label = membershipLabel(d.membership.type);
          return (
            <li key={d.organization.organization_id}>
              <button type="button" class={item} onClick={() => selectOrganization(w, d)}>
                <OrgLogo d={d} />
                <span class={grow}>{d.organization.organization_name}</span>
                {label && <span class={helper}>{w.t(label)}</span>}
              </button>
            </li>
          );
        })}
      </ul>
      {canCreate && create}
    </>
  );
}
