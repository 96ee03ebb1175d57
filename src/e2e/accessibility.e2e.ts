import type { Page } from 'playwright-core';
import { writeZip } from '../server/testing/zips';
import { apiAs, message, saveScreenshot, schoolDay, serverAndBrowser, signIn } from './support';
import { axeViolations } from './axe';

/*
 * axe on every screen in English, French and Persian (right to left): any violation fails, so the
 * areas still to come are held to it too. Each screen is also photographed at office and phone
 * widths into the e2e output folder, whose file names the test prints.
 */
const LANGUAGES = ['en', 'fr', 'fa'] as const;
type Language = (typeof LANGUAGES)[number];

interface Screen {
  name: string;
  /** The hash route; signed in as the administrator unless `public`. */
  hash: string;
  public?: boolean;
  /** What to do once there (pick a classroom, open a dialog) before checking. */
  prepare?: (page: Page, language: Language) => Promise<void>;
  /** What to undo afterwards (close a dialog), so the next screen starts clean. */
  leave?: (page: Page) => Promise<void>;
}

const pick = async (page: Page, select: string, option: { index: number } | { label: string }) => {
  await page.locator(`${select} option`).nth(1).waitFor({ state: 'attached' });
  await page.locator(select).selectOption(option);
};

const SCHOOL_DAY = schoolDay();

const SCREENS: Screen[] = [
  { name: 'login', hash: '#/login', public: true },
  { name: 'signup', hash: '#/signup', public: true },
  // The public page is a file of its own (public-page.html, issue 16): the app's #/public-page sends
  // visitors there; a code no card has shows the 404's answer, with no data needed.
  {
    name: 'public-page',
    hash: 'public-page.html#/public-page?code=23456789ABCD',
    public: true,
    prepare: (page) => page.locator('#pp-result-title').waitFor(),
  },
  {
    name: 'public-page-from-app',
    hash: '#/public-page',
    public: true,
    prepare: (page) => page.waitForURL(/public-page\.html#\/public-page$/),
  },
  { name: 'not-found', hash: '#/not-found', public: true },
  { name: 'dashboard', hash: '#/dashboard' },
  { name: 'students', hash: '#/student', prepare: (page) => page.getByRole('row').nth(1).waitFor() },
  {
    name: 'student',
    hash: '#/student',
    prepare: async (page) => {
      await page.getByRole('row').nth(1).locator('[role="gridcell"]').nth(1).click();
      await page.waitForURL(/#\/student\/\d+/);
      // The whole record (issue 29): marks, absences, account, card, notices and audit trail.
      await page.locator('main section h2').nth(8).waitFor();
    },
  },
  {
    name: 'student-form',
    hash: '#/student',
    prepare: async (page, language) => {
      await page.getByRole('button', { name: message(language, 'students.list.new') }).click();
      await page.getByRole('dialog').waitFor();
    },
    leave: (page) => page.keyboard.press('Escape'),
  },
  {
    // Photos in bulk at its preview: a skipped file, a name matching nobody, the students still without a photo.
    name: 'student-photo-import',
    hash: '#/student',
    prepare: async (page, language) => {
      await page.getByRole('button', { name: message(language, 'students.photoImport.action') }).click();
      const zip = writeZip([
        { name: 'NOBODY.jpg', data: Buffer.from('not a photo') },
        { name: '../26SC00001.jpg', data: Buffer.from('outside') },
      ]);
      await page
        .locator('input[type="file"][accept^=".zip"]')
        .setInputFiles({ name: 'photos.zip', mimeType: 'application/zip', buffer: zip });
      await page.getByRole('button', { name: message(language, 'students.photoImport.check') }).click();
      await page.getByRole('dialog').locator('table caption').first().waitFor();
    },
    leave: (page) => page.keyboard.press('Escape'),
  },
  { name: 'enrolment', hash: '#/student/enrolment' },
  {
    name: 'marks',
    hash: '#/marks',
    prepare: async (page) => {
      await pick(page, '#marks-classroom', { index: 1 });
      await pick(page, '#marks-sequence', { index: 1 });
      await pick(page, '#marks-course', { index: 1 });
      await page.locator('input[id^="mark-"]').first().waitFor();
    },
  },
  {
    name: 'marksheet',
    hash: '#/marksheet',
    prepare: async (page) => {
      await pick(page, '#marksheet-classroom', { index: 1 });
      await pick(page, '#marksheet-period', { index: 1 });
      await page.locator('main table').first().waitFor();
    },
  },
  { name: 'statistics', hash: '#/statistics' },
  {
    name: 'discipline-roll-call',
    hash: `#/discipline?tab=roll-call&classroom=1&date=${SCHOOL_DAY}&timePart=1`,
    prepare: (page) => page.getByRole('button', { name: /:/ }).first().waitFor(),
  },
  {
    name: 'discipline-board',
    hash: `#/discipline?tab=board&date=${SCHOOL_DAY}`,
    prepare: (page) => page.locator('main table').first().waitFor(),
  },
  {
    name: 'discipline-students',
    hash: '#/discipline?tab=students&student=1',
    prepare: (page) => page.locator('main table').first().waitFor(),
  },
  { name: 'discipline-suggestions', hash: '#/discipline?tab=suggestions' },
  { name: 'discipline-sanctions', hash: '#/discipline?tab=sanctions' },
  { name: 'statistics-absences', hash: '#/statistics?tab=absences', prepare: (page) => page.locator('main table').first().waitFor() },
  {
    name: 'statistics-demographics',
    hash: '#/statistics?tab=demographics',
    prepare: (page) => page.locator('main table').first().waitFor(),
  },
  // The finance area, tab by tab: the counter with a student's account, the day's journal (its empty
  // day), the students in arrears of the seeded schedules and the year's figures.
  {
    name: 'finance-counter',
    hash: '#/finance?tab=counter&student=1',
    prepare: (page) => page.locator('main table caption').first().waitFor(),
  },
  ...['journal', 'arrears', 'stats'].map((tab) => ({
    name: `finance-${tab}`,
    hash: `#/finance?tab=${tab}`,
    // Its tables, or what the tab says in their place (nothing in arrears, nothing charged yet).
    prepare: (page: Page) => page.locator('main table, main [role="alert"]').first().waitFor(),
  })),
  { name: 'student-cards', hash: '#/student-cards?classroom=1', prepare: (page) => page.locator('main table').first().waitFor() },
  ...[`day&date=${SCHOOL_DAY}`, 'stats', 'teacher', 'statements&teacher=9'].map((tab) => ({
    name: `teacher-presence-${tab.split('&')[0]}`,
    hash: `#/teacher-presence?tab=${tab}`,
    // The grid or the figures, or what the tab says in their place (no timetable, no teacher chosen).
    prepare: (page: Page) => page.locator('main table, main [role="alert"]').first().waitFor(),
  })),
  { name: 'profile', hash: '#/user' },
  // The messages: the administrator's inbox (the demo school's messages) and a thread received, read and answerable.
  { name: 'messages-inbox', hash: '#/user/messages', prepare: (page) => page.locator('main table').first().waitFor() },
  {
    name: 'messages-thread',
    hash: '#/user/messages?tab=inbox&thread=5',
    prepare: (page) => page.locator('main article').first().waitFor(),
  },
  // The guardians' outbox as the demo school seeds it: sent, failed (with its retry) and queued.
  { name: 'messages-guardians', hash: '#/user/messages?tab=guardians', prepare: (page) => page.locator('main table').first().waitFor() },
  ...[
    'school-years',
    'levels',
    'classrooms',
    'courses',
    'class-courses',
    'time-parts',
    'timetable',
    'observations',
    'sanction-types',
    'custom-fields',
    'options',
    'absence-reasons',
    'users',
    'backups',
  ].map((tab) => ({ name: `tools-${tab}`, hash: `#/tools?tab=${tab}` })),
  // With the entries made before the run: a creation and a change, each with its action chip.
  {
    name: 'tools-audit',
    hash: '#/tools?tab=audit',
    prepare: (page) =>
      page
        .getByRole('cell', { name: /Axe level/ })
        .first()
        .waitFor(),
  },
  // A change opened on its diff (issue 29): the "Changed" chip inside once read 3.1:1.
  {
    name: 'tools-audit-diff',
    hash: '#/tools?tab=audit',
    prepare: async (page, language) => {
      const row = page
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: /Axe level/ }) })
        .first();
      await row.getByRole('button', { name: message(language, 'toolsAdmin.audit.expand') }).click();
      await page.locator('tr[data-changed="true"]').first().waitFor();
    },
  },
  // The fee set-up: the first level's schedule, the year's discounts and the fee types.
  ...['schedules', 'discounts', 'types'].map((section) => ({
    name: section === 'schedules' ? 'tools-fees' : `tools-fees-${section}`,
    hash: `#/tools?tab=fees&fees=${section}`,
    prepare: (page: Page) => page.locator('main table, main [role="alert"]').first().waitFor(),
  })),
  {
    name: 'tools-timetable-week',
    hash: '#/tools?tab=timetable&timetable=1&classroom=1',
    prepare: (page) => page.locator('main table').first().waitFor(),
  },
];

describe('accessibility of every screen (axe) in en, fr and fa', () => {
  // Seeded as a school whose gateways are set, so the outbox shows every status for axe to read.
  const e2e = serverAndBrowser({ notices: true, gateways: { sms: true, email: true } });

  // The audit log read with real entries in it (a creation and a change), not empty: its action
  // chips are only drawn then, and "Changed" once failed the contrast rule unseen.
  beforeAll(async () => {
    const admin = await apiAs(e2e.server.url, 'admin');
    const level = await admin.post<{ id: number }>('/api/levels', {
      name: 'Axe level',
      code: 'AXE',
      gradingSystem: 'sequence',
      position: 60,
    });
    await admin.put(`/api/levels/${level.id}`, { name: 'Axe level (renamed)', code: 'AXE', gradingSystem: 'sequence', position: 60 });
  });

  const newContext = async (language: Language) => {
    const context = await e2e.browser.newContext({ locale: 'en-GB', viewport: { width: 1366, height: 800 } });
    await context.addInitScript((lang) => localStorage.setItem('lang', lang), language);
    // A colour caught half-way through a transition (a button turning enabled) is no contrast fault.
    await context.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        const style = document.createElement('style');
        style.textContent = '*, *::before, *::after { transition: none !important; animation: none !important; }';
        document.head.append(style);
      }),
    );
    return context;
  };

  describe.each(LANGUAGES)('in %s', (language) => {
    let page: Page;
    beforeAll(async () => {
      page = await (await newContext(language)).newPage();
      await page.goto(`${e2e.server.url}/#/login`);
      await signIn(page, 'admin');
      await page.waitForURL(/#\/dashboard/);
    });
    afterAll(async () => {
      await page.context().close();
    });

    it.each(SCREENS.map((screen) => [screen.name, screen] as const))('%s has no violation', async (_, screen) => {
      // A public screen is opened signed out, in a context of its own.
      const target = screen.public ? await (await newContext(language)).newPage() : page;
      try {
        await target.goto(`${e2e.server.url}/${screen.hash}`);
        await target.waitForFunction((lang) => document.documentElement.lang === lang, language);
        await screen.prepare?.(target, language);
        // Every screen names itself in an h1 (axe checks it): a screen caught between its route's
        // chunk and its first render has none yet.
        await target.locator('h1').first().waitFor();
        await target.waitForLoadState('networkidle');
        // Spinners give way to the screen itself, whose text axe checks.
        await target.waitForFunction(() => !document.querySelector('[role="progressbar"]'));
        const violations = await axeViolations(target);
        await saveScreenshot(target, `${screen.name}-${language}-1366`);
        expect(violations).toEqual([]);
      } finally {
        await screen.leave?.(target);
        if (screen.public) await target.context().close();
      }
    });
  });
});
