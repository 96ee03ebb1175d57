import type { Page } from 'playwright-core';
import type { Dashboard } from '../domain/contract/dashboard';
import type { SchoolYear } from '../domain/contract/structure';
import type { TileId } from '../domain/dashboard/tiles';
import { apiAs, message, saveScreenshot, serverAndBrowser, signIn } from './support';
import { axeViolations } from './axe';

/*
 * The dashboards of issue 17 on the demo school as `npm start` seeds it (marks of the first
 * trimester, two weeks of teacher presence, the payments of the year so far): each of the seven
 * demo accounts signs in, lands on its dashboard and sees its role's tiles with the figures the API
 * gives it, and each dashboard passes axe.
 */
const ACCOUNTS = ['admin', 'principal', 'studies', 'discipline', 'bursar', 'secretary', 'teacher'] as const;

/** The figure a tile shows big, as the API gives it. */
function figureOf(data: Dashboard, tile: TileId): number | null {
  switch (tile) {
    case 'enrolment':
      return data.enrolment!.total;
    case 'absences':
      return data.absences!.absent;
    case 'money':
      return data.money!.collected;
    case 'averages':
      return data.averages!.average;
    case 'journal':
      return data.journal!.total;
    case 'arrears':
      return data.arrears!.totalOverdue;
    default:
      return (data[tile] as { count: number }).count;
  }
}

const written = (tile: TileId, value: number | null) =>
  value === null ? '—' : tile === 'averages' ? value.toFixed(2) : new Intl.NumberFormat('en').format(value);

describe('dashboards in Chromium', () => {
  const e2e = serverAndBrowser({ marks: true, presence: true, payments: true });
  let page: Page;

  beforeEach(async () => {
    const context = await e2e.browser.newContext({ locale: 'en-GB', viewport: { width: 1366, height: 900 } });
    await context.addInitScript(() => localStorage.setItem('lang', 'en'));
    page = await context.newPage();
  });
  afterEach(async () => {
    await page.context().close();
  });

  it.each(ACCOUNTS)('shows %s the tiles of its role with the demo school’s figures, and passes axe', async (username) => {
    const url = e2e.server.url;
    const api = await apiAs(url, username);
    const year = (await api.get<{ schoolYear: SchoolYear }>('/api/user')).schoolYear;
    const data = await api.get<Dashboard>(`/api/dashboard/${year.id}`);

    await page.goto(`${url}/#/login`);
    await signIn(page, username);
    await page.waitForURL(/#\/dashboard/);
    await page.getByRole('heading', { level: 1, name: message('en', 'dashboard.title') }).waitFor();
    const regions = page.locator('main section');
    await regions.nth(data.tiles.length - 1).waitFor();
    expect(await regions.count()).toBe(data.tiles.length);

    for (const [index, tile] of data.tiles.entries()) {
      const region = page.getByRole('region', { name: message('en', `dashboard.tiles.${tile}.title`) });
      expect(await regions.nth(index).getAttribute('aria-labelledby')).toBe(`dashboard-tile-${tile}`);
      const figure = (await region.locator('p').first().textContent()) ?? '';
      expect([tile, figure]).toEqual([tile, expect.stringContaining(written(tile, figureOf(data, tile)))]);
      // Each tile leads to the screen that acts on it.
      expect(await region.getByRole('link', { name: message('en', `dashboard.tiles.${tile}.action`) }).getAttribute('href')).toMatch(
        /^#\/[a-z-]+/,
      );
    }

    // Real data: the demo school's registrations, marks and payments show.
    if (data.enrolment) expect(data.enrolment.total).toBeGreaterThan(0);
    if (data.money) expect(data.money.collected).toBeGreaterThan(0);
    if (data.averages) expect(data.averages.sequence).toBe(2);
    if (data.withoutCard) expect(data.withoutCard.count).toBeGreaterThan(0);
    if (data.arrears) expect(data.arrears.students).toBeGreaterThan(0);

    await page.waitForLoadState('networkidle');
    const violations = await axeViolations(page);
    await saveScreenshot(page, `dashboard-${username}-en-1366`);
    expect(violations).toEqual([]);
  });
});
