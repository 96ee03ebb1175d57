import type { Page, Response } from 'playwright-core';
import type { Payment } from '../domain/contract/payments';
import { listenTo, printInOneStep } from './printPreview';
import { apiAs, message, serverAndBrowser, signIn } from './support';

/*
 * Issue 28: every print button prints in one step. Each kind of file the app prints (a receipt at
 * the counter, a classroom's report cards, the month's teacher statements) is printed from its
 * button in the Chromium that opens the print preview: the PDF goes into the hidden print frame
 * from a blob: URL, which the app's Content-Security-Policy lets in (frame-src blob:), and the
 * preview opens on it with nothing refused or reported on the way. The receipt printed just after
 * a payment is in the finance journey. The student cards are saved as a file, not printed.
 */
describe('printing in Chromium', () => {
  const e2e = serverAndBrowser({ marks: true, presence: true, payments: true }, { printing: true });
  let page: Page;
  let said: string[];
  const en = (key: string) => message('en', key);

  beforeEach(async () => {
    const context = await e2e.browser.newContext({ locale: 'en-GB', viewport: { width: 1366, height: 900 } });
    page = await context.newPage();
    said = await listenTo(page);
  });
  afterEach(async () => {
    await page.context().close();
  });

  const signInAs = async (username: string) => {
    await page.goto(`${e2e.server.url}/#/login`);
    await signIn(page, username);
    await page.waitForURL(/#\/dashboard/);
  };
  /** The GET of the file the button prints, by its path. */
  const pdfFrom = (path: RegExp) => (response: Response) =>
    path.test(new URL(response.url()).pathname) && response.request().method() === 'GET';
  const expectPdf = (response: Response) => {
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/pdf/);
  };

  it('prints a receipt again from the payments at the counter', async () => {
    const bursar = await apiAs(e2e.server.url, 'bursar');
    const [payment] = (await bursar.get<{ data: Payment[] }>('/api/payments?limit=1')).data;
    await signInAs('bursar');
    await page.goto(`${e2e.server.url}/#/finance?tab=counter&student=${payment.studentId}`);
    const reprint = page.getByRole('button', { name: en('finance.counter.receipt.reprint').replace('{receipt}', payment.receiptLabel) });
    await reprint.waitFor();

    const { pressed, said: meanwhile } = await printInOneStep(page, said, () =>
      Promise.all([page.waitForResponse(pdfFrom(new RegExp(`^/api/payments/${payment.id}/receipt$`))), reprint.click()]),
    );
    expectPdf(pressed[0]);
    expect(meanwhile).toEqual([]);
  });

  it("prints a classroom's report cards from the mark sheet", async () => {
    await signInAs('studies');
    await page.goto(`${e2e.server.url}/#/marksheet`);
    await page.locator('#marksheet-classroom option').nth(1).waitFor({ state: 'attached' });
    await page.locator('#marksheet-classroom').selectOption({ index: 1 });
    await page.locator('#marksheet-period option').nth(1).waitFor({ state: 'attached' });
    await page.locator('#marksheet-period').selectOption({ index: 1 });
    await page.locator('main table').first().waitFor();
    const print = page.getByRole('button', { name: en('marksheet.cards.print'), exact: true });

    const { pressed, said: meanwhile } = await printInOneStep(page, said, () =>
      Promise.all([page.waitForResponse(pdfFrom(/^\/api\/report-cards\//)), print.click()]),
    );
    expectPdf(pressed[0]);
    expect(meanwhile).toEqual([]);
  });

  it("prints the month's teacher statements", async () => {
    await signInAs('bursar');
    await page.goto(`${e2e.server.url}/#/teacher-presence?tab=statements`);
    const print = page.getByRole('button', { name: en('presence.statements.files.monthPrint'), exact: true });
    await print.waitFor();

    const { pressed, said: meanwhile } = await printInOneStep(page, said, () =>
      Promise.all([page.waitForResponse(pdfFrom(/^\/api\/teacher-statements\/[\d-]+\/pdf$/)), print.click()]),
    );
    expectPdf(pressed[0]);
    expect(meanwhile).toEqual([]);
  });
});
