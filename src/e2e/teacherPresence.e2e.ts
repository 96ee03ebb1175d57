import fs from 'node:fs';
import type { Page } from 'playwright-core';
import type { Day, PeriodicStat, TeacherPresence } from '../domain/contract/teacherPresences';
import type { TimetableSlot } from '../domain/contract/timetables';
import { addDays } from '../domain/presence/week';
import { pdfLines } from '../server/testing/pdfText';
import { apiAs, message, schoolDay, serverAndBrowser, signIn } from './support';

/*
 * The teacher-presence journey: the studies office enters two Saturday lessons in 6e A's week (the
 * demo week has none on Saturdays), the surveillant général marks that Saturday's first teacher
 * absent and has the second replaced by a part-time teacher, reads the figures, and the bursar
 * downloads that part-time teacher's statement, which pays the replacement.
 */
describe('teacher presence in Chromium', () => {
  const e2e = serverAndBrowser();
  let page: Page;
  const saturday = addDays(schoolDay(), 5);
  const en = (key: string) => message('en', key);

  beforeEach(async () => {
    const context = await e2e.browser.newContext({ locale: 'en-GB', viewport: { width: 1366, height: 900 }, acceptDownloads: true });
    page = await context.newPage();
  });
  afterEach(async () => {
    await page.context().close();
  });

  it('enters a week, checks a day with an absence and a replacement, reads the figures and downloads the statement', async () => {
    const url = e2e.server.url;
    const studiesApi = await apiAs(url, 'studies');
    const [timetable] = (await studiesApi.get<{ data: { id: number }[] }>('/api/timetables')).data;
    const classrooms = (await studiesApi.get<{ data: { id: number; name: string }[] }>('/api/classrooms')).data;
    const classroom = classrooms.find((c) => c.name === '6e A')!;

    /** Signs out whoever is in (their token and cookies gone) and signs in as `username`. */
    const signInAs = async (username: string) => {
      await page.context().clearCookies();
      await page.goto(`${url}/#/login`);
      await page.evaluate(() => localStorage.clear());
      await page.reload();
      await signIn(page, username);
      await page.waitForURL(/#\/dashboard/);
    };

    // 1. The studies office enters two Saturday lessons in 6e A's week.
    await signInAs('studies');
    await page.goto(`${url}/#/tools?tab=timetable&timetable=${timetable.id}&classroom=${classroom.id}`);
    const first = page.getByLabel('Saturday, 07:30-08:25', { exact: true });
    const second = page.getByLabel('Saturday, 08:25-09:20', { exact: true });
    await first.locator('option').nth(2).waitFor({ state: 'attached' });
    await first.selectOption({ index: 1 });
    await second.selectOption({ index: 2 });
    await page.getByRole('button', { name: en('tools.timetable.save.button') }).click();
    await page.getByText('Week of 6e A saved', { exact: false }).waitFor();
    const saturdays = (
      await studiesApi.get<{ data: TimetableSlot[] }>(`/api/timetables/${timetable.id}/slots?classroomId=${classroom.id}&weekday=sat`)
    ).data;
    expect(saturdays).toHaveLength(2);

    // 2. The surveillant général checks that Saturday: the first teacher absent, the second replaced.
    await signInAs('discipline');
    await page.goto(`${url}/#/teacher-presence?tab=day&date=${saturday}&mode=classroom&classroom=${classroom.id}`);
    const [absentSlot, replacedSlot] = [...saturdays].sort((a, b) => a.timePartId - b.timePartId);
    const absentCell = page.locator(`[id="presence-cell-${absentSlot.classCourseId}:${absentSlot.timePartId}"]`);
    const replacedCell = page.locator(`[id="presence-cell-${replacedSlot.classCourseId}:${replacedSlot.timePartId}"]`);
    await absentCell.waitFor();
    await absentCell.focus();
    await page.keyboard.press('a');
    await replacedCell.focus();
    await page.keyboard.press('r');
    // A part-time teacher takes the class, unless the lesson is theirs: then the other one.
    const substitute = replacedSlot.teacherName === 'Amadou Bello' ? 'Grace Nkeng' : 'Amadou Bello';
    await page
      .locator(`[id="presence-replacement-${replacedSlot.classCourseId}:${replacedSlot.timePartId}"]`)
      .selectOption({ label: substitute });
    await page.getByRole('button', { name: en('presence.day.save.button') }).click();
    await page.getByText('Day saved', { exact: false }).waitFor();

    const disciplineApi = await apiAs(url, 'discipline');
    const records = (await disciplineApi.get<{ data: TeacherPresence[] }>(`/api/teacherPresences?from=${saturday}&to=${saturday}`)).data;
    expect(records.map((record) => [record.timePartId, record.status, record.replacedByName]).sort()).toEqual(
      [
        [absentSlot.timePartId, 'absent', null],
        [replacedSlot.timePartId, 'replaced', substitute],
      ].sort(),
    );
    const day = await disciplineApi.get<Day>(`/api/teacherPresences/showDay/${saturday}/classroom/${classroom.id}`);
    expect(day.counts).toMatchObject({ slots: 2, absent: 1, replaced: 1, uncovered: 1 });

    // 3. The periodic statistics of that day: one hour absent, one replaced, one taught as a replacement.
    await page.goto(`${url}/#/teacher-presence?tab=stats&from=${saturday}&to=${saturday}`);
    const table = page.getByRole('table').filter({ hasText: substitute });
    await table.waitFor();
    const stat = await disciplineApi.get<PeriodicStat>(`/api/teacherPresences/periodicStat/${saturday}/${saturday}`);
    expect(stat.totals).toMatchObject({ expectedHours: 2, absentHours: 1, replacedHours: 1, replacingHours: 1 });
    expect(await table.getByRole('row').filter({ hasText: absentSlot.teacherName! }).count()).toBe(1);

    // 4. The bursar downloads the substitute's statement: the replacement hour is paid.
    await signInAs('bursar');
    const bursarApi = await apiAs(url, 'bursar');
    const rates = (await bursarApi.get<{ data: { teacherId: number; teacherName: string }[] }>('/api/teacher-rates')).data;
    const teacherId = rates.find((rate) => rate.teacherName === substitute)!.teacherId;
    await page.goto(`${url}/#/teacher-presence?tab=statements&month=${saturday.slice(0, 7)}&teacher=${teacherId}`);
    const pdfButton = page.getByRole('button', { name: en('presence.statements.files.pdf'), exact: true });
    await pdfButton.waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), pdfButton.click()]);
    const file = await download.path();
    const lines = pdfLines(fs.readFileSync(file!));
    const text = lines.join('\n');
    expect(text).toContain(substitute);
    expect(text).toContain('6e A');
  });
});
