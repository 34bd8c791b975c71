// Accessible names as assistive technology computes them, for the constructs the widgets use.

/** The accessible name as assistive technology computes it, for the cases the widgets use. */
export function accessibleName(el: Element): string {
  const root = el.getRootNode() as Document | ShadowRoot;
  const byId = (id: string) => root.getElementById?.(id) ?? (root as ShadowRoot).querySelector?.(`#${CSS.escape(id)}`);
  const labelledby = el.getAttribute('aria-labelledby');
  if (labelledby)
    return labelledby
      .split(' ')
      .map((id) => byId(id)?.textContent || '')
      .join(' ')
      .trim();
  const aria = el.getAttribute('aria-label');
  if (aria) return aria.trim();
  const id = el.getAttribute('id');
  const label = (id && root.querySelector(`label[for="${CSS.escape(id)}"]`)) || el.closest('label');
  if (label) return (label.textContent || '').trim();
  if (el.tagName === 'IMG') return el.getAttribute('alt') ?? '';
  if (/^(BUTTON|A|SUMMARY)$/.test(el.tagName)) return (el.textContent || '').trim();
  return (el.getAttribute('title') || '').trim();
}

export function unnamedControls(root: Element): string[] {
  return [
    ...root.querySelectorAll(
      'button, a[href], input:not([type=hidden]), select, textarea, summary, [role=tab], [role=meter], [role=progressbar]',
    ),
  ]
    .filter((el) => !accessibleName(el))
    .map((el) => el.outerHTML.slice(0, 120));
}
