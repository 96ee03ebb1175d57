import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { pdfQrCodes } from '../server/testing/pdfImages';
import { apiAs, message, serverAndBrowser, signIn } from './support';

/*
 * The student-cards journey: the secretary makes a classroom's cards, the code is read off the PDF's
 * QR code, a phone opens the public page at that address and sees a valid card; the secretary
 * revokes the classroom's codes, and the same address then finds no valid card.
 */
describe('student cards and the public page in Chromium', () => {
  const e2e = serverAndBrowser();
  const en = (key: string, values?: Record<string, string | number>) =>
    Object.entries(values ?? {}).reduce((text, [name, value]) => text.replace(`{${name}}`, String(value)), message('en', key));
  let office: Page;
  let phone: Page;

  beforeEach(async () => {
    office = await (
      await e2e.browser.newContext({ locale: 'en-GB', viewport: { width: 1366, height: 900 }, acceptDownloads: true })
    ).newPage();
    phone = await (await e2e.browser.newContext({ locale: 'en-GB', viewport: { width: 390, height: 844 }, isMobile: true })).newPage();
  });
  afterEach(async () => {
    await office.context().close();
    await phone.context().close();
  });

  it("makes a classroom's cards, opens one from its QR code, revokes it and finds it gone", async () => {
    const url = e2e.server.url;
    const admin = await apiAs(url, 'admin');
    const classrooms = (await admin.get<{ data: { id: number; name: string }[] }>('/api/classrooms')).data;
    const classroom = classrooms.find((one) => one.name === '6e A')!;
    // The cards take the school's public address from Tools, never the address the office used.
    await admin.put('/api/options', { options: [{ name: 'public_url', value: url }] });

    await office.goto(`${url}/#/login`);
    await signIn(office, 'secretary');
    await office.waitForURL(/#\/dashboard/);
    await office.goto(`${url}/#/student-cards?classroom=${classroom.id}`);
    await office.locator('main table').first().waitFor();
    await office.getByRole('button', { name: en('studentCards.make.class') }).click();
    const [download] = await Promise.all([
      office.waitForEvent('download'),
      office
        .getByRole('dialog')
        .getByRole('button', { name: en('studentCards.make.confirm'), exact: true })
        .click(),
    ]);
    const pdf = fs.readFileSync((await download.path())!);
    const addresses = pdfQrCodes(pdf);
    expect(addresses.length).toBeGreaterThan(1);
    const address = addresses[0];
    expect(address).toMatch(/\/public-page\.html#\/public-page\?code=[23456789A-HJKMNP-Z]{12}$/);

    await phone.goto(address);
    await phone.getByText(en('publicPage.valid'), { exact: true }).waitFor();
    await phone.getByText('6e A', { exact: true }).first().waitFor();

    await office.getByRole('button', { name: en('studentCards.revoke.class') }).click();
    await office
      .getByRole('dialog')
      .getByRole('button', { name: en('studentCards.revoke.confirm'), exact: true })
      .click();
    await office
      .getByText(/codes revoked/)
      .first()
      .waitFor();

    await phone.reload();
    await phone.getByText(en('publicPage.notFound.title'), { exact: true }).waitFor();
    expect(await phone.getByText(en('publicPage.valid'), { exact: true }).count()).toBe(0);
  });
});
