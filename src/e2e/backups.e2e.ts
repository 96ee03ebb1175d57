import fs from 'node:fs';
import type { Page } from 'playwright-core';
import type { BackupState } from '../domain/contract/backups';
import type { Health } from '../domain/contract/health';
import { apiAs, message, saveScreenshot, serverAndBrowser, signIn } from './support';
import { axeViolations } from './axe';

/*
 * The backups journey of issue 27: the administrator opens Tools > Backups (from the dashboard's
 * warning when the fresh school has no good backup yet), clicks "Back up now", follows the steps
 * until the new archive shows as verified, the screen passes axe, and the archive downloads whole.
 * The version the account menu shows is the health answer's.
 */
const en = (key: string) => message('en', key);

describe('backups in Chromium', () => {
  const e2e = serverAndBrowser();
  let page: Page;

  beforeEach(async () => {
    const context = await e2e.browser.newContext({ locale: 'en-GB', viewport: { width: 1366, height: 900 }, acceptDownloads: true });
    await context.addInitScript(() => localStorage.setItem('lang', 'en'));
    page = await context.newPage();
  });
  afterEach(async () => {
    await page.context().close();
  });

  it('backs up now, follows the run to a verified archive, passes axe and downloads the archive', async () => {
    const url = e2e.server.url;
    const admin = await apiAs(url, 'admin');
    const before = await admin.get<BackupState>('/api/backups');
    expect(before.method).toBe('sqlite');
    const known = new Set(before.backups.map((backup) => backup.name));

    await page.goto(`${url}/#/login`);
    await signIn(page, 'admin');
    await page.waitForURL(/#\/dashboard/);
    await page.getByRole('heading', { level: 1, name: en('dashboard.title') }).waitFor();
    if (before.stale) {
      // No good backup yet on a fresh school: the dashboard says so and leads to the tab.
      const warning = page.getByRole('alert').filter({ hasText: en('dashboard.backupStale.action') });
      await warning.getByRole('link', { name: en('dashboard.backupStale.action') }).click();
    } else {
      await page.goto(`${url}/#/tools?tab=backups`);
    }
    await page.waitForURL(/#\/tools\?tab=backups/);
    await page.getByRole('tab', { name: en('tools.tabs.backups'), selected: true }).waitFor();
    await page.getByRole('heading', { level: 2, name: en('backups.place.title') }).waitFor();

    const backUpNow = page.getByRole('button', { name: en('backups.now') });
    await backUpNow.click();
    // Then the run is followed (the screen asks every second) until the toast says it is made and verified.
    await page.getByText(en('backups.toasts.done'), { exact: true }).waitFor({ timeout: 120_000 });
    await page.waitForFunction(() => !document.querySelector('[role="progressbar"]'), undefined, { timeout: 30_000 });
    await expect(backUpNow.isEnabled()).resolves.toBe(true);

    const after = await admin.get<BackupState>('/api/backups');
    const made = after.backups.find((backup) => !known.has(backup.name));
    expect(made).toMatchObject({ reason: 'manual', verified: true, problem: null });
    expect(made!.rows).toBeGreaterThan(0);
    expect(after.stale).toBe(false);
    expect(after.running).toBeNull();

    const row = page.locator(`tr[data-name="${made!.name}"]`);
    await row.waitFor();
    await row.getByText(new RegExp(`^${en('backups.verified.yes')}`)).waitFor();
    await row.getByText(en('backups.reasons.manual'), { exact: true }).waitFor();

    await page.waitForLoadState('networkidle');
    const violations = await axeViolations(page);
    await saveScreenshot(page, 'tools-backups-after-run-en-1366');
    expect(violations).toEqual([]);

    // The archive downloads whole, under its own name, through the same download as every file.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: new RegExp(`^${en('backups.download')}`) }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(made!.name);
    expect(fs.statSync((await download.path())!).size).toBe(made!.sizeBytes);
    // And the address answers on its own, for the administrator.
    expect((await admin.bytes(`/api/backups/${encodeURIComponent(made!.name)}/file`)).length).toBe(made!.sizeBytes);

    // The dashboard's warning is gone with a good backup.
    await page.goto(`${url}/#/dashboard`);
    await page.getByRole('heading', { level: 1, name: en('dashboard.title') }).waitFor();
    await page.locator('main section').first().waitFor();
    await expect(page.getByRole('link', { name: en('dashboard.backupStale.action') }).count()).resolves.toBe(0);
  });

  it('shows the version of the health answer in the account menu', async () => {
    const url = e2e.server.url;
    const health = (await (await fetch(`${url}/api/health`)).json()) as Health;
    await page.goto(`${url}/#/login`);
    await signIn(page, 'admin');
    await page.waitForURL(/#\/dashboard/);
    await page.getByRole('button', { name: en('layout.userMenu') }).click();
    await page.getByRole('menu').getByText(en('app.version').replace('{version}', health.version), { exact: true }).waitFor();
  });
});
