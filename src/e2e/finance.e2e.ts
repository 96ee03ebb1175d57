import fs from 'node:fs';
import type { Locator, Page, Response } from 'playwright-core';
import type { Account, Payment } from '../domain/contract/payments';
import type { SchoolYear } from '../domain/contract/structure';
import { pdfLines } from '../server/testing/pdfText';
import { listenTo, printInOneStep } from './printPreview';
import { apiAs, message, serverAndBrowser, signIn } from './support';

/*
 * The finance journey of issue 15: the bursar sets a level's schedule (one instalment already past
 * due, one to come), the secretariat registers a new student in that level, and at the counter the
 * bursar takes two payments with the keyboard (cash, then mobile money with its reference), reverses
 * the first, prints a receipt and finds the student among those in arrears, whose list downloads as
 * a PDF. The level and its classroom are made for the test, so no demo data changes under it.
 */
describe('finance in Chromium', () => {
  // The receipts print: the Chromium that opens the print preview.
  const e2e = serverAndBrowser({}, { printing: true });
  let page: Page;
  let said: string[];
  const en = (key: string) => message('en', key);
  /** An English message with its ICU arguments filled in (no plurals needed here). */
  const enWith = (key: string, values: Record<string, string | number>) =>
    en(key).replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
  const DAY = 86_400_000;
  const shift = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

  beforeEach(async () => {
    const context = await e2e.browser.newContext({ locale: 'en-GB', viewport: { width: 1366, height: 900 }, acceptDownloads: true });
    page = await context.newPage();
    said = await listenTo(page);
  });
  afterEach(async () => {
    await page.context().close();
  });

  it('sets a schedule, registers a student, takes two payments and a reversal, prints a receipt and lists the arrears', async () => {
    const url = e2e.server.url;
    const admin = await apiAs(url, 'admin');
    const bursar = await apiAs(url, 'bursar');
    const year = (await admin.get<{ data: SchoolYear[] }>('/api/school-years')).data.find((candidate) => candidate.current)!;
    const today = new Date().toISOString().slice(0, 10);
    // One instalment overdue today (a fortnight into the year, or its first day early in September), one still to come.
    const pastDue = shift(year.startsOn, 14) < today ? shift(year.startsOn, 14) : year.startsOn;
    const comingDue = shift(year.endsOn, -30);
    if (!(pastDue < today && today < comingDue))
      throw new Error(`Run inside the school year ${year.name}: no due date passed yet on ${today}`);

    /** Signs out whoever is in (their token and cookies gone) and signs in as `username`. */
    const signInAs = async (username: string) => {
      await page.context().clearCookies();
      await page.goto(`${url}/#/login`);
      await page.evaluate(() => localStorage.clear());
      await page.reload();
      await signIn(page, username);
      await page.waitForURL(/#\/dashboard/);
    };

    // 0. The structure office makes a level of the test's own, a classroom of it, and registers a first student.
    const level = await admin.post<{ id: number; name: string }>('/api/levels', {
      name: 'Classe E2E',
      code: 'E2EFIN',
      gradingSystem: 'sequence',
      position: 99,
    });
    const classroom = await admin.post<{ id: number; name: string }>('/api/classrooms', {
      name: 'E2E Finance A',
      levelId: level.id,
      schoolYearId: year.id,
      capacity: 40,
    });
    const register = async (firstName: string, lastName: string) => {
      const student = await admin.post<{ id: number; matricule: string }>('/api/students', { firstName, lastName, sex: 'F' });
      await admin.post('/api/registrations', { studentId: student.id, classroomId: classroom.id });
      return student;
    };
    const first = await register('Aline', 'Mbappe-Essomba');

    // 1. The bursar sets the level's schedule in the tools: a tranche overdue and one to come, saved
    //    after the warning that the registered student's account is adjusted.
    await signInAs('bursar');
    await page.goto(`${url}/#/tools?tab=fees&fees=schedules&level=${level.id}`);
    await page.getByText(en('feeSetup.schedules.empty')).waitFor();
    const addLine = page.getByRole('button', { name: en('feeSetup.schedules.addLine') });
    const fillLine = async (number: number, label: string, amount: number, dueDate: string) => {
      const cell = (field: string) => page.getByLabel(enWith(`feeSetup.schedules.cells.${field}`, { number }), { exact: true });
      await cell('feeTypeId').selectOption({ label: 'Scolarité' });
      await cell('label').fill(label);
      await cell('amount').fill(String(amount));
      await cell('dueDate').fill(dueDate);
    };
    await addLine.click();
    await fillLine(1, 'Tranche 1', 50_000, pastDue);
    await addLine.click();
    await fillLine(2, 'Tranche 2', 30_000, comingDue);
    await page.getByRole('button', { name: en('feeSetup.schedules.save') }).click();
    const confirm = page.getByRole('dialog', { name: en('feeSetup.schedules.confirm.title') });
    await confirm.getByRole('button', { name: en('feeSetup.schedules.confirm.action') }).click();
    // The toast's first sentence ("The Classe E2E schedule is saved."); the count follows it.
    await page.getByText(enWith('feeSetup.schedules.saved', { level: level.name }).split(' {count')[0]).waitFor();
    await confirm.waitFor({ state: 'hidden' });

    const charged = (account: Account) => account.lines.map((line) => [line.label, line.due, line.dueDate]);
    const schedule = [
      ['Tranche 1', 50_000, pastDue],
      ['Tranche 2', 30_000, comingDue],
    ];
    // The student registered before the schedule was saved is charged it by the save...
    expect(charged(await bursar.get<Account>(`/api/student-accounts/${first.id}`))).toEqual(schedule);

    // 2. ...and a student registered afterwards by the registration itself.
    const student = await register('Clarisse', 'Zangmeta');
    const fresh = await bursar.get<Account>(`/api/student-accounts/${student.id}`);
    expect(charged(fresh)).toEqual(schedule);
    expect(fresh.totals).toMatchObject({ due: 80_000, paid: 0, balance: 80_000, overdue: 50_000 });
    expect(fresh.classroomName).toBe(classroom.name);

    // 3. At the counter: a session opened, the student found as the name is typed.
    await page.goto(`${url}/#/finance?tab=counter`);
    const openSession = page.getByRole('button', { name: en('finance.common.session.open') });
    const sessionTitle = page.locator('#cash-session-title');
    await openSession.or(sessionTitle).first().waitFor();
    if (await openSession.isVisible()) {
      await openSession.click();
      const dialog = page.getByRole('dialog', { name: en('finance.common.session.openTitle') });
      await dialog.getByLabel(en('finance.common.session.openingFloat')).fill('5000');
      await dialog.getByRole('button', { name: en('finance.common.session.open') }).click();
      await sessionTitle.waitFor();
    }
    const counter = page.getByRole('region', { name: en('finance.counter.title'), exact: true });
    const search = page.getByRole('combobox', { name: en('finance.counter.search.label') });
    await search.pressSequentially('zangm', { delay: 60 });
    // The option reads the name, then the classroom and matricule that tell namesakes apart.
    await page.getByRole('option', { name: new RegExp(`^ZANGMETA Clarisse .*${student.matricule}$`) }).waitFor();
    await search.press('Enter');
    await page.waitForURL(new RegExp(`student=${student.id}\\b`));

    // Two payments with the keyboard: the amount, Enter; then mobile money with the operator's reference.
    const amount = page.getByRole('spinbutton', { name: en('finance.counter.form.amount') });
    await amount.waitFor();
    // The amount input takes the keys as soon as the account shows.
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'amount');
    const receiptRequest = (response: Response) => /\/api\/payments$/.test(new URL(response.url()).pathname) && response.status() === 201;
    const pay = async (keys: string, before?: () => Promise<void>) => {
      await amount.fill(keys);
      await before?.();
      const [created] = await Promise.all([page.waitForResponse(receiptRequest), amount.press('Enter')]);
      const payment = (await created.json()) as Payment;
      // The counter keeps the last receipt at hand (the toast says it too, and goes).
      await counter.getByRole('status').filter({ hasText: payment.receiptLabel }).waitFor();
      return payment;
    };
    const cash = await pay('20000');
    expect(cash).toMatchObject({ amount: 20_000, method: 'cash', studentId: student.id });
    const mobile = await pay('15000', async () => {
      await page.getByRole('radio', { name: en('finance.common.methods.mobile') }).check();
      await page.getByRole('textbox', { name: en('finance.counter.form.reference') }).fill('MP261125.0915.E2E001');
    });
    expect(mobile).toMatchObject({ amount: 15_000, method: 'mobile', reference: 'MP261125.0915.E2E001' });

    // 4. The last receipt prints in one step: the A5 PDF comes, names its receipt, and the print
    //    preview opens on it with nothing refused on the way.
    const receiptPdf = (payment: Payment) => (response: Response) =>
      new URL(response.url()).pathname === `/api/payments/${payment.id}/receipt` && response.request().method() === 'GET';
    const printReceipt = async (which: 'a5' | 'ticket') => {
      const { pressed, said: meanwhile } = await printInOneStep(page, said, () =>
        Promise.all([
          page.waitForResponse(receiptPdf(mobile)),
          page.getByRole('button', { name: en(`finance.counter.receipt.print.${which}`) }).click(),
        ]),
      );
      expect(meanwhile).toEqual([]);
      return pressed[0];
    };
    const printed = await printReceipt('a5');
    expect(printed.status()).toBe(200);
    expect(printed.headers()['content-type']).toMatch(/application\/pdf/);
    expect(new URL(printed.url()).searchParams.get('layout')).toBe('a5');
    const receipt = await printed.body();
    expect(receipt.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const receiptText = pdfLines(receipt).join('\n');
    expect(receiptText).toContain(mobile.receiptLabel);
    expect(receiptText).toContain('MP261125.0915.E2E001');
    // And the 80 mm ticket, for the thermal printer.
    const ticket = await printReceipt('ticket');
    expect(new URL(ticket.url()).searchParams.get('layout')).toBe('ticket');
    expect(pdfLines(await ticket.body()).join('\n')).toContain(mobile.receiptLabel);

    // 5. The cash payment was a mistake: reversed, with its reason.
    await page.getByRole('button', { name: enWith('finance.counter.reversal.open', { receipt: cash.receiptLabel }) }).click();
    const reversal = page.getByRole('dialog', { name: en('finance.counter.reversal.title') });
    expect(await reversal.getByRole('spinbutton', { name: en('finance.counter.reversal.amount') }).inputValue()).toBe('20000');
    await reversal.getByRole('textbox', { name: en('finance.counter.reversal.reason') }).fill('Montant saisi en double');
    await reversal.getByRole('button', { name: en('finance.counter.reversal.action'), exact: true }).click();
    await reversal.waitFor({ state: 'hidden' });

    // The payments list shows the reversal and the reversed payment; the account, what is left paid.
    const payments = page.getByRole('table', { name: enWith('finance.account.payments.caption', { student: 'ZANGMETA Clarisse' }) });
    const row = (label: string) => payments.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label }) });
    await row(cash.receiptLabel).getByText(en('finance.account.payments.reversed'), { exact: true }).waitFor();
    await payments.getByText(enWith('finance.account.payments.cancels', { receipt: cash.receiptLabel })).waitFor();
    expect(await payments.getByRole('row').count()).toBe(4); // the header and three entries
    expect(await row(mobile.receiptLabel).textContent()).not.toContain(en('finance.account.payments.reversed'));
    const lines = page.getByRole('table', {
      name: enWith('finance.account.linesCaption', { student: 'ZANGMETA Clarisse', year: year.name }),
    });
    const tranche1 = lines.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Tranche 1' }) });
    // Due 50,000, no discount, 15,000 paid, 35,000 left, all of it overdue.
    expect(await textWithin(tranche1, /15,000[\s\S]*35,000/)).toMatch(/50,000[\s\S]*15,000[\s\S]*35,000/);
    expect(await tranche1.textContent()).toMatch(/35,000 overdue/);

    // Behind the screens: three entries with consecutive receipt numbers, the reversal referencing the payment.
    const account = await bursar.get<Account>(`/api/student-accounts/${student.id}`);
    expect(account.totals).toMatchObject({ due: 80_000, paid: 15_000, balance: 65_000, overdue: 35_000 });
    const numbers = account.payments.map((payment) => payment.receiptNumber).sort((a, b) => a - b);
    expect(numbers).toEqual([cash.receiptNumber, cash.receiptNumber + 1, cash.receiptNumber + 2]);
    expect(mobile.receiptNumber).toBe(cash.receiptNumber + 1);
    const undone = account.payments.find((payment) => payment.reversesId !== null)!;
    expect(undone).toMatchObject({ reversesId: cash.id, reversesReceiptLabel: cash.receiptLabel, amount: -20_000 });
    expect(account.payments.find((payment) => payment.id === cash.id)).toMatchObject({ reversed: 20_000 });

    // 6. Past the first tranche's due date and not fully paid: the student is in arrears, under their classroom
    // (the school's list comes a page at a time, the demo school's classrooms first: the bursar picks the class).
    await page.goto(`${url}/#/finance?tab=arrears&classroom=${classroom.id}`);
    const section = page.getByRole('region', { name: classroom.name, exact: true });
    const inArrears = section.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'ZANGMETA Clarisse' }) });
    await inArrears.waitFor();
    expect(await inArrears.textContent()).toContain(student.matricule);
    expect(await inArrears.textContent()).toMatch(/35,000[\s\S]*65,000/);
    // The first student, who paid nothing, owes the whole first tranche.
    expect(await section.getByRole('row').filter({ hasText: first.matricule }).textContent()).toMatch(/50,000[\s\S]*80,000/);

    // The list for the notice board, as a PDF download.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: en('finance.arrears.pdf'), exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const arrearsPdf = fs.readFileSync((await download.path())!);
    expect(arrearsPdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const arrearsText = pdfLines(arrearsPdf).join('\n');
    expect(arrearsText).toContain(classroom.name);
    expect(arrearsText).toContain(student.matricule);
  });
});

/** Waits until a row's text matches (the table refreshes after a payment) and returns it. */
async function textWithin(locator: Locator, pattern: RegExp, timeout = 10_000): Promise<string> {
  const until = Date.now() + timeout;
  let text = '';
  while (Date.now() < until) {
    text = (await locator.textContent({ timeout }).catch(() => '')) ?? '';
    if (pattern.test(text)) return text;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return text;
}
