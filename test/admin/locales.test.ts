// The Admin Portal's translations (src/admin/locales): every shipped language has exactly the keys of
// the portal's English catalogues (up front and each section's) with the same {placeholders}.
import '../helpers/dom';
import { readdirSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadAdminLocale } from '../../src/admin/locale';
import { membersText } from '../../src/admin/members/text';
import { orgText } from '../../src/admin/org-settings/text';
import { scimText } from '../../src/admin/scim/text';
import { kitText } from '../../src/admin/sso/kit-text';
import { ssoText } from '../../src/admin/sso/text';
import { adminText } from '../../src/admin/text';
import { LOCALES } from '../../src/ui/locale';

const english: Record<string, string> = { ...adminText, ...orgText, ...membersText, ...ssoText, ...scimText, ...kitText };
const holes = (s = '') =>
  [...s.matchAll(/\{(\w+)\}/g)]
    .map((m) => m[1])
    .sort()
    .join(',');

test('a file per shipped language, and no other', () => {
  assert.equal(
    readdirSync('src/admin/locales')
      .map((f) => f.replace(/\.ts$/, ''))
      .sort(),
    LOCALES.filter((l) => l !== 'en').sort(),
  );
});

for (const tag of LOCALES) {
  if (tag === 'en') continue;
  test(`${tag}: every key of the portal, the same placeholders, nothing extra`, async () => {
    const file = await loadAdminLocale(tag);
    const out: string[] = [];
    for (const k of Object.keys(english))
      if (!file[k]) out.push(`missing ${k}`);
      else if (holes(file[k]) !== holes(english[k])) out.push(`${k}: {${holes(file[k])}}`);
    for (const k of Object.keys(file)) if (!(k in english)) out.push(`extra ${k}`);
    assert.equal(out, []);
  });
}

test.run();
