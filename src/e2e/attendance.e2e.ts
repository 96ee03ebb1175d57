import type { Page } from 'playwright-core';
import { pdfLines } from '../server/testing/pdfText';
import { apiAs, schoolDay, serverAndBrowser, signIn } from './support';

interface RollCallRow {
  studentId: number;
  lastName: string;
  firstName: string;
}

describe('attendance and discipline in Chromium', () => {
  const e2e = serverAndBrowser();
  let page: Page;
  beforeEach(async () => {
    const context = await e2e.browser.newContext({ locale: 'en-GB', viewport: { width: 1280, height: 800 } });
    page = await context.newPage();
  });
  afterEach(async () => {
    await page.context().close();
  });

  it('a teacher calls the roll from the keyboard, the discipline master justifies, the threshold suggests, the report card shows the hours', async () => {
    const url = e2e.server.url;
    const teacherApi = await apiAs(url, 'teacher');
    const disciplineApi = await apiAs(url, 'discipline');
    const me = await teacherApi.get<{ attendanceClasses: number[]; timeParts: { id: number }[] }>('/api/user');
    const [classroomId] = me.attendanceClasses;
    const parts = me.timeParts.map((part) => part.id);
    const date = schoolDay();
    const { data } = await teacherApi.get<{ data: RollCallRow[] }>(`/api/absences/${classroomId}/${date}/${parts[0]}`);
    const [first, second, third] = data;
    const nameOf = (row: RollCallRow) => `${row.lastName.toUpperCase()} ${row.firstName}`;
    // The first student already missed five hours that day, unjustified.
    for (const timePartId of parts.slice(1, 6))
      await disciplineApi.post('/api/absences', { studentId: first!.studentId, date, timePartId, status: 'absent', latenessMinutes: 0 });

    // The teacher calls the roll of the first hour: three absent, from the keyboard.
    await page.goto(`${url}/#/login`);
    await signIn(page, 'teacher');
    await page.waitForURL(/#\/dashboard/);
    await page.goto(`${url}/#/discipline?tab=roll-call&classroom=${classroomId}&date=${date}&timePart=${parts[0]}`);
    const status = (row: RollCallRow) => page.getByRole('button', { name: `Status of ${nameOf(row)}: Present` });
    await status(first!).waitFor();
    await status(first!).focus();
    await page.keyboard.press('a');
    await page.keyboard.press('a');
    await page.keyboard.press('a');
    await page.getByRole('button', { name: `Status of ${nameOf(third!)}: Absent` }).waitFor();
    const [saved] = await Promise.all([
      page.waitForResponse(
        (response) => response.url().includes(`/api/absences/${classroomId}/`) && response.request().method() === 'POST',
      ),
      page.getByRole('button', { name: 'Save the roll call' }).click(),
    ]);
    expect(saved.status()).toBe(200);
    await expect(saved.json()).resolves.toEqual({ saved: 3, removed: 0, unchanged: 0 });

    // The discipline master justifies the second student's absence: illness.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${url}/#/login`);
    await signIn(page, 'discipline');
    await page.waitForURL(/#\/dashboard/);
    await page.goto(`${url}/#/discipline?tab=students&student=${second!.studentId}`);
    await page
      .getByRole('checkbox', { name: /^Select the absence of / })
      .first()
      .check();
    await page.getByRole('button', { name: 'Justify the selection (1)' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Reason').selectOption({ label: 'Maladie (justifies)' });
    const [justified] = await Promise.all([
      page.waitForResponse(
        (response) => response.url().includes('/api/absences/justify-selection') && response.request().method() === 'POST',
      ),
      dialog.getByRole('button', { name: 'Justify' }).click(),
    ]);
    expect(justified.status()).toBe(200);
    await page.getByRole('table', { name: 'Absence hours, lateness and sanctions by sequence, trimester and year' }).waitFor();

    // Six unjustified hours in the trimester: the first threshold suggests an avertissement conduite.
    await page.goto(`${url}/#/discipline?tab=suggestions`);
    const suggestion = page.getByRole('row', { name: new RegExp(nameOf(first!)) });
    await suggestion.waitFor();
    await expect(suggestion.textContent()).resolves.toMatch(/Avertissement conduite/);
    await expect(suggestion.textContent()).resolves.toMatch(/6 h \(threshold 6 h\)/);

    // The report card of the first sequence shows the hours; the second student's are justified.
    const studies = await apiAs(url, 'studies');
    const card = (studentId: number) => studies.bytes(`/api/report-cards/${classroomId}/sequence/1?studentId=${studentId}&lang=en`);
    expect(pdfLines(await card(first!.studentId)).join(' ')).toContain('Absences justified: 0 h · unjustified: 6 h');
    expect(pdfLines(await card(second!.studentId)).join(' ')).toContain('Absences justified: 1 h · unjustified: 0 h');
  });
});
