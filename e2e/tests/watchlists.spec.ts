import { amloCsv, unListXml } from '@ico/testing/watchlists';
import type { Page } from '@playwright/test';
import { signInBrowser } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { text } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { createStaffMember } from '../support/verification';

/** Where to keep the screens' pictures (desktop and phone, English and Thai) when someone wants to look at them. */
const SHOTS = process.env.WATCHLISTS_SHOTS_DIR;

const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}`, fullPage: true });
};

/**
 * Issue 30, watch lists: a compliance officer imports a release of the UN list (synthetic, in its published XML),
 * sees a malformed AMLO file refused with its line and problem in their language, and lists a person on the internal
 * list with a reason; the page passes axe on desktop and phone.
 */
// One language, Thai (issue 31): the English page (import summary, refused file, internal entry) is checked in
// apps/web/src/admin/features/watchlists/watchlists-page.test.tsx; the real files, axe and the phone layout need the browser.
const language = 'th' as const;
test.describe(`watch lists in ${language}`, () => {
  test.use({ language });

  test(`a compliance officer imports a list, meets a refused file and edits the internal list (${language})`, async ({
    page,
    request,
    pageErrors,
  }) => {
    test.setTimeout(180_000);
    const w = (key: string, values: Record<string, unknown> = {}) => text(language, 'admin-watchlists', key, values);
    const officer = await createStaffMember(request, 'compliance');
    const run = Math.random().toString(36).slice(2, 8).toUpperCase();
    await signInBrowser(page, officer, officer.tokens, '/admin/watchlists');
    await expect(page.getByRole('heading', { level: 1, name: w('title') })).toBeVisible();

    const un = page.getByRole('region', { name: w('lists.un.name') });
    await un.getByLabel(w('upload.file')).setInputFiles({
      name: 'consolidated.xml',
      mimeType: 'application/xml',
      buffer: Buffer.from(
        unListXml([
          {
            ref: `QDi.${run}1`,
            kind: 'individual',
            names: ['KARIM', 'VOLKOV'],
            birth: '1970-02-03',
            aliases: [{ name: 'K. Volkov', quality: 'Low' }],
          },
          { ref: `QDe.${run}2`, kind: 'entity', names: ['NORTHERN STAR SHIPPING', 'LLC'] },
        ]),
      ),
    });
    await un.getByRole('button', { name: w('upload.submit') }).click();
    // Other runs on the same portal import UN releases too: the release number and the removed count are any.
    const summary = w('upload.done', { release: 'ANY', added: 2, changed: 0, removed: 'ANY', total: 2 });
    const pattern = new RegExp(summary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll('ANY', '\\d+'));
    await expect(un.getByRole('status', { name: w('upload.doneTitle') })).toContainText(pattern);
    await expect(un.getByRole('table')).toContainText('consolidated.xml');

    const amlo = page.getByRole('region', { name: w('lists.amlo.name') });
    const broken = amloCsv([
      { ref: `AMLO-${run}`, kind: 'individual', names: ['Somchai', 'Kaewdee'], nameTh: 'นายสมชาย แก้วดี', birth: '1985-02-30' },
    ]);
    await amlo.getByLabel(w('upload.file')).setInputFiles({ name: 'amlo.csv', mimeType: 'text/csv', buffer: Buffer.from(broken) });
    await amlo.getByRole('button', { name: w('upload.submit') }).click();
    await expect(amlo.getByRole('alert', { name: w('upload.failedTitle') })).toContainText(
      w('upload.refused', { at: 'line 2', problem: w('problems.badDate', { field: 'birth_date' }) }),
    );

    const editor = page.getByRole('region', { name: w('internal.title') });
    await editor.getByRole('button', { name: w('internal.add') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: w('entry.reference') }).fill(`INT-${run}`);
    await dialog.getByRole('textbox', { name: w('entry.nameTh') }).fill('นางสาวมาลี ศรีสุข');
    await dialog.getByRole('textbox', { name: w('entry.nameEn') }).fill('Malee Srisuk');
    await dialog.getByRole('textbox', { name: w('entry.thaiId') }).fill('1101700203451');
    await dialog.getByRole('button', { name: w('entry.saveAdd') }).click();
    // The reason is required: the form says so under its field and sends nothing.
    await expect(dialog.getByRole('textbox', { name: w('entry.reason') })).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByRole('textbox', { name: w('entry.reason') }).fill('Reported by the bank');
    await dialog.getByRole('button', { name: w('entry.saveAdd') }).click();
    await expect(dialog).toBeHidden();
    await expect(editor.getByRole('status')).toContainText(`INT-${run}`);
    await editor.getByRole('textbox', { name: w('internal.search') }).fill(`INT-${run}`);
    await editor.getByRole('button', { name: w('internal.searchButton') }).click();
    await expect(editor.getByRole('table')).toContainText('Malee Srisuk');

    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1366, height: 900 });
    await shot(page, `watchlists-${language}-1366.png`);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('heading', { level: 1, name: w('title') })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, `watchlists-${language}-390.png`);
    await editor.getByRole('button', { name: w('internal.add') }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await shot(page, `watchlists-${language}-390-editor.png`);
    // The refused AMLO file is the one failed request; nothing else went wrong in the page.
    expect(pageErrors.filter((e) => e.includes('Failed to load resource'))).toHaveLength(1);
    expect(pageErrors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
  });
});
