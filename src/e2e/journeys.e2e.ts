import type { Locator, Page } from 'playwright-core';
import { saveScreenshot, serverAndBrowser, signIn as signInAs, textOf } from './support';

describe('main journeys in Chromium', () => {
  const e2e = serverAndBrowser();
  let page: Page;
  beforeEach(async () => {
    const context = await e2e.browser.newContext({ locale: 'en-GB', viewport: { width: 1280, height: 800 } });
    page = await context.newPage();
  });
  afterEach(async () => {
    await page.context().close();
  });

  const signIn = (username: string, password?: string) => signInAs(page, username, password);

  /** Waits for what a step needs; when it never comes, the CI log says where the page was and what it showed. */
  const waitForOrDescribe = async (locator: Locator, what: string, state: 'visible' | 'attached' = 'visible') => {
    try {
      await locator.waitFor({ state });
    } catch (error) {
      const shown = await page
        .locator('main')
        .innerText({ timeout: 1000 })
        .catch(() => '(no main region)');
      const screenshot = await saveScreenshot(page, `failed-${what.replace(/\W+/g, '-')}`).catch(() => '(none)');
      throw new Error(`${what} never showed at ${page.url()} (screenshot ${screenshot}); the page showed:\n${shown.slice(0, 1500)}`, {
        cause: error,
      });
    }
  };

  const chooseLanguage = async (name: string) => {
    await page.locator('header button[aria-haspopup="menu"]').first().click();
    await page.getByRole('menuitem', { name }).click();
  };

  it('sends a signed-out visit of a protected area to login', async () => {
    await page.goto(`${e2e.server.url}/#/dashboard`);
    await page.waitForURL(/#\/login/);
    await page.locator('input[name="username"]').waitFor();
  });

  it('refuses wrong credentials with the server message', async () => {
    await page.goto(`${e2e.server.url}/#/login`);
    await signIn('admin', 'not-the-password');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expect(dialog.textContent()).resolves.toContain('Wrong username or password.');
  });

  it('signs in, shows the figures, speaks French and Persian, marks a wrong current password on its field, signs out', async () => {
    await page.goto(`${e2e.server.url}/#/login`);
    await signIn('admin');
    await page.waitForURL(/#\/dashboard/);

    // The spec's KPIs still answer; the administrator's dashboard shows the same enrolment.
    const { kpis, dashboard } = await page.evaluate(async () => {
      const token = localStorage.getItem('jwtToken');
      const headers = { authorization: `Bearer ${token}` };
      const me = await (await fetch('/api/user', { headers })).json();
      return {
        kpis: await (await fetch(`/api/statistics/kpis/${me.schoolYear.id}`, { headers })).json(),
        dashboard: await (await fetch(`/api/dashboard/${me.schoolYear.id}`, { headers })).json(),
      };
    });
    expect(kpis.students.total).toBe(400);
    expect(dashboard.enrolment).toEqual(kpis.students);
    const main = page.locator('main');
    await main.getByText(String(kpis.students.total), { exact: true }).waitFor();
    await expect(main.getByText(`${kpis.students.male} boys and ${kpis.students.female} girls`, { exact: true }).isVisible()).resolves.toBe(
      true,
    );

    await chooseLanguage('فارسی');
    await page.waitForFunction(() => document.documentElement.dir === 'rtl' && document.documentElement.lang === 'fa');
    const drawerSide = await page.locator('nav').first().boundingBox();
    expect(drawerSide && drawerSide.x).toBeGreaterThan(600);

    await chooseLanguage('Français');
    await page.waitForFunction(() => document.documentElement.dir === 'ltr' && document.documentElement.lang === 'fr');
    await expect(page.evaluate(() => localStorage.getItem('lang'))).resolves.toBe('fr');

    await page.goto(`${e2e.server.url}/#/user`);
    await page.fill('input[name="currentPassword"]', 'certainement-pas-le-bon');
    await page.fill('input[name="newPassword"]', 'un-nouveau-mot-de-passe');
    await page.fill('input[name="confirmPassword"]', 'un-nouveau-mot-de-passe');
    await page.press('input[name="confirmPassword"]', 'Enter');
    // The form's own refusal: under the field at fault, in French, and no dialog.
    await page.locator('#password-currentPassword-helper-text', { hasText: 'Le mot de passe actuel est incorrect.' }).waitFor();
    await expect(page.getAttribute('input[name="currentPassword"]', 'aria-invalid')).resolves.toBe('true');
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);

    await page.locator('header button[aria-haspopup="menu"]').last().click();
    await page.locator('#user-menu [role="menuitem"]').last().click();
    await page.waitForURL(/#\/login/);
    await expect(page.evaluate(() => localStorage.getItem('jwtToken'))).resolves.toBeNull();
    await page.goto(`${e2e.server.url}/#/dashboard`);
    await page.waitForURL(/#\/login/);
  });

  it('creates a student, enrols them, finds them by search in the grid, and exports the list', async () => {
    await page.goto(`${e2e.server.url}/#/login`);
    await signIn('secretary');
    await page.waitForURL(/#\/dashboard/);
    await page.goto(`${e2e.server.url}/#/student`);
    await page.getByRole('grid').waitFor();

    await page.getByRole('button', { name: 'New student' }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel('Last name').fill('Ndjana');
    await form.getByLabel('First name').fill('Océane');
    await form.getByLabel('Sex').selectOption('F');
    await form.getByLabel('Date of birth').fill('2013-05-14');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/#\/student\/\d+/);
    await page.getByText('NDJANA', { exact: false }).first().waitFor();

    await page.getByRole('button', { name: 'Enrol', exact: true }).click();
    const enrol = page.getByRole('dialog');
    await enrol.locator('#enrol-classroom').selectOption({ index: 1 });
    const classroom = (await enrol.locator('#enrol-classroom option:checked').textContent())!.replace(/\s*\(.*$/, '').trim();
    await enrol.getByRole('button', { name: 'Enrol', exact: true }).click();
    await page.getByText('Active', { exact: true }).first().waitFor();

    await page.goto(`${e2e.server.url}/#/student`);
    await page.getByLabel('Name or matricule').fill('ndjana');
    const row = page.getByRole('row', { name: /Ndjana/i });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain(classroom);
    await expect(page.getByRole('row').count()).resolves.toBe(2);

    await page.getByRole('button', { name: 'Export' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'CSV file (.csv)' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^students-\d{4}-\d{2}-\d{2}\.csv$/);
    const file = await download.path();
    const text = (await import('node:fs')).readFileSync(file, 'utf8');
    expect(text.trim().split('\r\n')).toHaveLength(2);
    expect(text).toContain('Ndjana');
    expect(text).toContain(classroom);
  });
  it("enters a class's marks course by course, reads the ranks on the sheet and downloads a report card", async () => {
    await page.goto(`${e2e.server.url}/#/login`);
    await signIn('studies');
    await page.waitForURL(/#\/dashboard/);
    await page.goto(`${e2e.server.url}/#/marks`);
    // Read before picking: a controlled select may show its old value until the pick has gone through.
    const classroom = (await page.locator('#marks-classroom option').nth(1).textContent())!.trim();
    await page.locator('#marks-classroom').selectOption({ label: classroom });
    await page.locator('#marks-sequence').selectOption('1');
    // Count the courses once the pick is in the address and the classroom's courses are listed.
    await page.waitForURL(/sequence=1/);
    await waitForOrDescribe(page.locator('#marks-course option').nth(1), "the classroom's courses", 'attached');
    const courses = await page.locator('#marks-course option').count();
    // Four students marked in every course: 15, 12,5 (typed the French way), 12.5 and 9.
    const typed = ['15', '12,5', '12.5', '9'];
    let names: string[] = [];
    for (let course = 1; course < courses; course++) {
      await page.locator('#marks-course').selectOption({ index: course });
      const inputs = page.locator('input[id^="mark-"]');
      await waitForOrDescribe(inputs.first(), `the mark inputs of course ${course}`);
      if (course === 1)
        names = await Promise.all(
          typed.map((_, index) =>
            inputs
              .nth(index)
              .getAttribute('aria-label')
              .then((label) => label!.replace(/^.*? of /, '')),
          ),
        );
      await inputs.first().click();
      for (const value of typed) {
        await page.keyboard.type(value);
        await page.keyboard.press('Enter');
      }
      const [saved] = await Promise.all([
        page.waitForResponse((response) => response.url().includes('/api/save-bulk-marks/') && response.request().method() === 'POST'),
        page.getByRole('button', { name: 'Save', exact: true }).click(),
      ]);
      expect(saved.status()).toBe(200);
      await expect(saved.json()).resolves.toMatchObject({ saved: 4, removed: 0 });
      await page
        .getByText(/^Marks saved: 4 recorded, 0 removed, \d+ unchanged\.$/)
        .first()
        .waitFor();
    }

    await page.goto(`${e2e.server.url}/#/marksheet`);
    await page.locator('#marksheet-classroom').selectOption({ label: classroom });
    await page.locator('#marksheet-period').selectOption({ label: 'Sequence 1' });
    const sheet = page.getByRole('table', { name: 'Mark sheet' });
    await sheet.waitFor();
    // The sheet of the period picked before this one may still be on screen: wait for the ranks.
    const rankOf = (name: string, expected: string) =>
      textOf(
        sheet
          .getByRole('row', { name: new RegExp(name) })
          .locator('td')
          .first(),
        expected,
      );
    await expect(rankOf(names[0], '1')).resolves.toBe('1');
    await expect(rankOf(names[1], '2 ex')).resolves.toBe('2 ex');
    await expect(rankOf(names[2], '2 ex')).resolves.toBe('2 ex');
    await expect(rankOf(names[3], '4')).resolves.toBe('4');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Report card of ${names[0]}` }).click(),
    ]);
    // Named for what it holds: the student, the classroom and the period.
    const dashed = (text: string) => text.trim().replace(/\s+/g, '-');
    expect(download.suggestedFilename()).toBe(`report-card-${dashed(names[0])}-${dashed(classroom)}-sequence-1.pdf`);
    const pdf = (await import('node:fs')).readFileSync(await download.path());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
  });

  it('prints the time to the first rows of Students on a slow office line, with and without preloading', async () => {
    // 1.5 Mbit/s down, 150 ms each way: an office line at a busy hour (measured, not asserted).
    const slowLine = async (target: Page) => {
      const cdp = await target.context().newCDPSession(target);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 300,
        downloadThroughput: 1_500_000 / 8,
        uploadThroughput: 750_000 / 8,
      });
    };
    const firstRows = async (hoverFirst: boolean) => {
      const context = await e2e.browser.newContext({ locale: 'en-GB', viewport: { width: 1366, height: 800 } });
      const target = await context.newPage();
      try {
        await target.goto(`${e2e.server.url}/#/login`);
        await signInAs(target, 'secretary');
        await target.waitForURL(/#\/dashboard/);
        await target.getByRole('navigation').getByRole('link', { name: 'Students' }).waitFor();
        await slowLine(target);
        const entry = target.getByRole('navigation').getByRole('link', { name: 'Students' });
        if (hoverFirst) {
          await entry.hover();
          // The pointer's travel and the click: about what a user takes.
          await target.waitForTimeout(400);
        }
        const start = Date.now();
        // A click without hovering is what a keyboard-less script does: no preload before it.
        await (hoverFirst ? entry.click() : entry.evaluate((link: HTMLElement) => link.click()));
        await target.getByRole('row').nth(1).waitFor({ timeout: 60_000 });
        return Date.now() - start;
      } finally {
        await context.close();
      }
    };
    const cold = await firstRows(false);
    const preloaded = await firstRows(true);
    process.stdout.write(
      `time to the first rows of Students (1.5 Mbit/s, 300 ms): ${cold} ms from a click, ${preloaded} ms after a 400 ms hover\n`,
    );
  });
});
