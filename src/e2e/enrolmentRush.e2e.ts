import type { Page } from 'playwright-core';
import sharp from 'sharp';
import type { Student } from '../domain/contract/students';

type StudentPage = { data: Student[] };
import { writeZip } from '../server/testing/zips';
import { apiAs, message, saveScreenshot, schoolDay, serverAndBrowser, signIn } from './support';
import { axeViolations } from './axe';

/*
 * The secretary's start-of-year rush (issue 29): three new students in one form each, from the
 * keyboard, with a classroom and a photo; the third is a possible duplicate of a student on record,
 * shown before saving (axe reads the form with the warning in en, fr and fa) and saved anyway; his
 * photo then comes from a .zip named by matricule; and his page, like the student on record's,
 * shows the marks, the absences and the account.
 */

const portrait = (red: number) =>
  sharp({ create: { width: 600, height: 800, channels: 3, background: { r: red, g: 120, b: 160 } } })
    .jpeg()
    .toBuffer();

describe("the secretary's rush in Chromium", () => {
  const e2e = serverAndBrowser({ marks: true, payments: true });
  let page: Page;

  beforeEach(async () => {
    const context = await e2e.browser.newContext({ locale: 'en-GB', viewport: { width: 1366, height: 900 } });
    page = await context.newPage();
  });
  afterEach(async () => {
    await page.context().close();
  });

  const form = () => page.getByRole('dialog');

  interface NewStudent {
    lastName: string;
    firstName: string;
    sex: string;
    birthDate: string;
  }

  /** Types one new student's fields as a secretary does, Tab after Tab from the last name. */
  const typeStudent = async (student: NewStudent) => {
    await form().locator('#student-lastName').focus();
    await page.keyboard.type(student.lastName);
    await page.keyboard.press('Tab');
    await page.keyboard.type(student.firstName);
    await form().locator('#student-sex').selectOption(student.sex);
    await form().locator('#student-birthDate').fill(student.birthDate);
  };

  /** The form in `language` showing the possible duplicate of `student`, read by axe. */
  const axeOnDuplicate = async (language: string, student: NewStudent) => {
    await page.evaluate((code) => localStorage.setItem('lang', code), language);
    await page.goto(`${e2e.server.url}/#/student`);
    await page.reload();
    await page.getByRole('button', { name: message(language, 'students.list.new') }).click();
    await typeStudent(student);
    await page.keyboard.press('Control+Enter');
    await form()
      .getByRole('button', { name: message(language, 'students.form.duplicates.saveAnyway') })
      .waitFor();
    const violations = await axeViolations(page);
    await saveScreenshot(page, `student-form-duplicate-${language}-1366`);
    expect(violations).toEqual([]);
    await page.keyboard.press('Escape');
  };

  it('enrols three students with photos from the keyboard, warns of a duplicate, imports a photo from a .zip and opens the record', async () => {
    const url = e2e.server.url;
    const secretaryApi = await apiAs(url, 'secretary');
    const disciplineApi = await apiAs(url, 'discipline');
    const me = await secretaryApi.get<{ schoolYear: { id: number }; timeParts: { id: number }[] }>('/api/user');
    const year = me.schoolYear.id;
    // A student on record with a birth date: the third new student will bear the same names and date.
    const onRecord = (await secretaryApi.get<StudentPage>('/api/students?limit=50&registered=true')).data.find(
      (student) => student.birthDate !== null,
    )!;
    // Something to read in the record's absences: two hours missed on a school day.
    for (const part of me.timeParts.slice(0, 2))
      await disciplineApi.post('/api/absences', {
        studentId: onRecord.id,
        date: schoolDay(),
        timePartId: part.id,
        status: 'absent',
        latenessMinutes: 0,
      });

    await page.goto(`${url}/#/login`);
    await signIn(page, 'secretary');
    await page.waitForURL(/#\/dashboard/);
    await page.goto(`${url}/#/student`);
    await page.getByRole('grid').waitFor();
    await page.getByRole('button', { name: 'New student' }).click();

    // The first two: a classroom (chosen for the first, kept for the second), a photo, and Ctrl+Enter for the next blank form.
    const firstTwo = [
      { lastName: 'Abena', firstName: 'Rose', sex: 'F', birthDate: '2013-02-11' },
      { lastName: 'Ateba', firstName: 'Paul', sex: 'M', birthDate: '2012-09-30' },
    ];
    let classroom = '';
    for (const [index, student] of firstTwo.entries()) {
      await typeStudent(student);
      const chosen = form().locator('#student-classroomId option:checked');
      if (index === 0) {
        await form().locator('#student-classroomId').selectOption({ index: 1 });
        classroom = (await chosen.textContent())!.replace(/\s*\(.*$/, '').trim();
      } else await expect(chosen.textContent()).resolves.toContain(classroom);
      await form()
        .getByLabel('Photo file')
        .setInputFiles({ name: `${student.lastName}.jpg`, mimeType: 'image/jpeg', buffer: await portrait(60 + index * 120) });
      await form().getByRole('img', { name: 'The photo chosen' }).waitFor();
      await page.keyboard.press('Control+Enter');
      const name = `${student.lastName.toUpperCase()} ${student.firstName}`;
      await page.getByText(new RegExp(`^${name} saved \\(\\w+\\), in ${classroom}\\.$`)).waitFor();
      await expect(form().locator('#student-lastName').inputValue()).resolves.toBe('');
      await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('student-lastName');
    }

    // The third bears the names and birth date of a student on record: the form says so before saving.
    const twin = { lastName: onRecord.lastName, firstName: onRecord.firstName, sex: onRecord.sex, birthDate: onRecord.birthDate! };
    await typeStudent(twin);
    await page.keyboard.press('Control+Enter');
    await form().getByText('This student may already be on record', { exact: false }).waitFor();
    await form()
      .getByRole('link', { name: `${onRecord.lastName.toUpperCase()} ${onRecord.firstName}` })
      .first()
      .waitFor();
    const violations = await axeViolations(page);
    await saveScreenshot(page, 'student-form-duplicate-en-1366');
    expect(violations).toEqual([]);
    await form().getByRole('button', { name: 'Save anyway' }).click();
    await page.waitForURL(/#\/student\/\d+/);
    const newId = Number(/#\/student\/(\d+)/.exec(page.url())![1]);
    expect(newId).not.toBe(onRecord.id);

    // Two students enrolled with their photos; the third without one yet.
    const made = (await secretaryApi.get<StudentPage>('/api/students?search=abena rose')).data[0]!;
    expect(made).toMatchObject({ hasPhoto: true, placement: expect.objectContaining({ classroomName: classroom }) });
    const third = await secretaryApi.get<Student>(`/api/students/${newId}`);
    expect(third.hasPhoto).toBe(false);

    // His photo from a .zip named by matricule, beside a file that is no photo and a name nobody bears.
    await page.goto(`${url}/#/student`);
    await page.getByRole('button', { name: 'Photos from a .zip' }).click();
    const zip = writeZip([
      { name: `Rentrée/${third.matricule}.jpg`, data: await portrait(40) },
      { name: 'Rentrée/NOBODY.jpg', data: await portrait(10) },
      { name: `Rentrée/${onRecord.matricule}.png`, data: Buffer.from('not a picture') },
    ]);
    await page
      .locator('input[type="file"][accept^=".zip"]')
      .setInputFiles({ name: 'rentree.zip', mimeType: 'application/zip', buffer: zip });
    await page.getByRole('button', { name: 'Check the photos' }).click();
    const importDialog = page.getByRole('dialog');
    await importDialog.getByText('1 photo goes to its student').waitFor();
    await importDialog.getByText('1 name matches no student').waitFor();
    await importDialog.getByText('1 file skipped').waitFor();
    await importDialog.getByRole('button', { name: 'Apply 1 photo' }).click();
    await importDialog.getByText('1 photo applied.').waitFor();
    await expect(secretaryApi.get<Student>(`/api/students/${newId}`)).resolves.toMatchObject({ hasPhoto: true });
    await page.keyboard.press('Escape');

    // The student on record's page, as the principal reads it: marks and averages, the absences just taken, the account.
    const principalApi = await apiAs(url, 'principal');
    const results = await principalApi.get<{ periods: { average: number | null }[] }>(`/api/students/${onRecord.id}/results/${year}`);
    expect(results.periods.some((period) => period.average !== null)).toBe(true);
    const principal = await (await e2e.browser.newContext({ locale: 'en-GB', viewport: { width: 1366, height: 900 } })).newPage();
    await principal.goto(`${url}/#/login`);
    await signIn(principal, 'principal');
    await principal.waitForURL(/#\/dashboard/);
    await principal.goto(`${url}/#/student/${onRecord.id}`);
    const section = (title: string) => principal.locator('main section').filter({ has: principal.getByRole('heading', { name: title }) });
    await section('Marks and averages').locator('tbody tr').first().waitFor();
    await section('Absences and sanctions').locator('tbody tr').first().waitFor();
    await section('Account').locator('tbody tr').first().waitFor();
    await saveScreenshot(principal, 'student-record-rush-en-1366');
    await principal.context().close();

    // The same warning, in French and in Persian (right to left), passes axe too.
    for (const language of ['fr', 'fa']) await axeOnDuplicate(language, twin);
  });
});
