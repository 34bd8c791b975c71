import { Button } from '../../ui/components/Button';
import { Heading } from '../../ui/components/Heading';
import { cx } from '../../ui/styles';
import { helper } from '../../ui/styles-text';
import { useText, type T } from '../../ui/text';
import type { IdpFlow } from '../flow';
import {
  consentTitleKey,
  manifestSections,
  policyDescriptions,
  scopeItems,
  type ConsentItem,
  type ConsentManifest,
  type ConsentSection,
} from '../rules';

export type ManifestFn = (p: { scopes: string[]; clientName: string }) => ConsentManifest;

function Items({ items }: { items: ConsentItem[] }) {
  return (
    <ul class={cx.col}>
      {items.map((it, i) =>
        typeof it === 'string' ? (
          <li key={i}>{it}</li>
        ) : (
          <li key={i}>
            {it.text}
            {!!it.details?.length && (
              <ul>
                {it.details.map((d) => (
                  <li key={d} class={helper}>
                    {d}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ),
      )}
    </ul>
  );
}

/** The host's manifest when given and working (sections, or items under the default header), else the default permissions list. */
function manifestFor(flow: IdpFlow, t: T, clientName: string, descriptions: Record<string, string>, custom?: ManifestFn): ConsentSection[] {
  const grantable = flow.state.value.preflight?.grantable ?? [];
  const header = t('idp.permissionsHeader', { client: clientName });
  const fallback = [{ header, items: scopeItems(grantable, t, descriptions) }];
  try {
    return (custom && manifestSections(custom({ scopes: grantable.map((s) => s.scope), clientName }), header)) || fallback;
  } catch {
    return fallback;
  }
}

/**
 * Authorize: title rules, requested permissions, the ungrantable ones folded away, Allow / Deny; `project`: the
 * project's name from the settings, `policy` their access policy (custom scopes' descriptions). Its
 * heading shows under hideHeaderText too (official: Main screens only).
 */
export function IDPConsent({
  flow,
  project,
  policy,
  getIDPConsentManifest,
}: {
  flow: IdpFlow;
  project: string;
  policy?: unknown;
  getIDPConsentManifest?: ManifestFn;
}) {
  const t = useText();
  const pre = flow.state.value.preflight!;
  const client = pre.clientName || t('idp.defaultClient');
  const descriptions = policyDescriptions(policy);
  const sections = manifestFor(flow, t, client, descriptions, getIDPConsentManifest);
  return (
    <>
      <Heading>{t(consentTitleKey(pre.grantable), { client, project })}</Heading>
      {sections.map((s, i) => (
        <section key={i} class={cx.col}>
          <p class={cx.text}>{s.header}</p>
          <Items items={s.items} />
        </section>
      ))}
      {pre.ungrantable.length > 0 && (
        <details>
          <summary class={helper}>{t('idp.ungrantableSummary', { client })}</summary>
          <p class={helper}>{t('idp.ungrantableText', { client })}</p>
          <Items items={scopeItems(pre.ungrantable, t, descriptions)} />
        </details>
      )}
      {/* Allow, then Deny under it: the spec's order, and both official lines' */}
      <div class={cx.col}>
        <Button onClick={flow.allow}>{t('idp.allow')}</Button>
        <Button variant="secondary" onClick={flow.deny}>
          {t('idp.deny')}
        </Button>
      </div>
    </>
  );
}
