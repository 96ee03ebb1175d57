import type { Locator, Page } from 'playwright-core';
import { saveScreenshot, serverAndBrowser, signIn } from './support';

/*
 * What a secretary or a teacher sees at the office's 1366 and 1024 px screens and on a 390 px
 * phone, in English and Persian (right to left): what must be in reach is inside the window, and
 * each screen is photographed for review (file names printed).
 */
const WIDTHS = [
  { width: 1366, height: 800 },
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
] as const;

/** The part of the element outside the window, in pixels (0 when it is all in view). */
const outside = async (page: Page, locator: Locator) => {
  const box = (await locator.boundingBox())!;
  const width = page.viewportSize()!.width;
  return Math.max(0, -box.x) + Math.max(0, box.x + box.width - width);
};

const pick = async (page: Page, select: string) => {
  await page.locator(`${select} option`).nth(1).waitFor({ state: 'attached' });
  await page.locator(select).selectOption({ index: 1 });
};

describe.each(['en', 'fa'] as const)('layouts in %s', (language) => {
  const e2e = serverAndBrowser();

  describe.each(WIDTHS)('at $width px', (viewport) => {
    let page: Page;
    const shot = (name: string) => saveScreenshot(page, `layout-${name}-${language}-${viewport.width}`);

    beforeAll(async () => {
      const context = await e2e.browser.newContext({ locale: 'en-GB', viewport });
      await context.addInitScript((lang) => localStorage.setItem('lang', lang), language);
      page = await context.newPage();
      await page.goto(`${e2e.server.url}/#/login`);
      await signIn(page, 'admin');
      await page.waitForURL(/#\/dashboard/);
    });
    afterAll(async () => {
      await page.context().close();
    });

    it("shows the school's whole name and no page-wide horizontal scroll", async () => {
      const name = page.locator('header .MuiToolbar-root > div').first();
      await name.waitFor();
      await shot('dashboard');
      await expect(name.evaluate((element) => element.scrollWidth <= element.clientWidth)).resolves.toBe(true);
      await expect(page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(true);
    });

    it("keeps the student list's row actions in view", async () => {
      await page.goto(`${e2e.server.url}/#/student`);
      const open = page.getByRole('grid').getByRole('row').nth(1).getByRole('link').first();
      await open.waitFor();
      await shot('students');
      await expect(outside(page, open)).resolves.toBe(0);
    });

    it("lays the student's whole record out without a page-wide horizontal scroll, its sections stacked", async () => {
      await page.goto(`${e2e.server.url}/#/student`);
      await page.getByRole('grid').getByRole('row').nth(1).getByRole('link').first().click();
      await page.waitForURL(/#\/student\/\d+/);
      // Every section has answered: the marks, absences, account, card, notices and audit trail.
      await page.locator('main section h2').nth(8).waitFor();
      await page.waitForLoadState('networkidle');
      await page.waitForFunction(() => !document.querySelector('main [role="progressbar"]'));
      await shot('student');
      await expect(page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(true);
      // No section is wider than the window: a wide table scrolls inside its own section.
      const sections = page.locator('main section');
      for (let index = 0; index < (await sections.count()); index++) await expect(outside(page, sections.nth(index))).resolves.toBe(0);
    });

    it("keeps the mark sheet's names, averages and ranks in view", async () => {
      await page.goto(`${e2e.server.url}/#/marksheet`);
      await pick(page, '#marksheet-classroom');
      await pick(page, '#marksheet-period');
      const row = page.locator('main table tbody tr').first();
      await row.waitFor();
      await shot('marksheet');
      await expect(outside(page, row.locator('.Scola-stickyStart').last())).resolves.toBe(0);
      if (viewport.width > 390) await expect(outside(page, row.locator('.Scola-stickyEnd').first())).resolves.toBe(0);
    });

    it('keeps the mark inputs and the save button in view on a long list', async () => {
      await page.goto(`${e2e.server.url}/#/marks`);
      await pick(page, '#marks-classroom');
      await pick(page, '#marks-sequence');
      await pick(page, '#marks-course');
      const inputs = page.locator('input[id^="mark-"]');
      await inputs.first().waitFor();
      await shot('marks');
      await expect(outside(page, inputs.first())).resolves.toBe(0);
      await inputs.first().fill('12');
      // The save button stays within the window while the top of the list is shown.
      const save = page.locator('.Scola-saveBar button').first();
      const box = (await save.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      await expect(outside(page, save)).resolves.toBe(0);
    });
  });
});
