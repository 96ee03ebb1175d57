/**
 * `npm run bench`, the student's page (issue 29): on the bench school (2,010 students in 40
 * classrooms, six sequences of marks in 12 courses, a year of roll calls; see benchSchool.ts), every
 * student charged and paying in four parts over the year (benchPayments.ts), ten notices to each
 * student's guardians and a few changes to each record in the audit log, the calls the page makes
 * for one student, together as the browser sends them: results, attendance and discipline record,
 * account, card status, notices and audit trail. Through the whole app (auth, validation,
 * serialisation). On SQLite, and on PostgreSQL too when BENCH_DATABASE_URL is set. Prints figures,
 * never fails on time.
 */
import { sql } from 'kysely';
import { buildApp } from '../server/app';
import { readConfig } from '../server/config';
import { migrateToLatest, type DatabaseHandle } from '../server/db/database';
import { nowIso } from '../server/services/shared/clock';
import { syncCharges } from '../server/services/finance/charges';
import { seedBenchSchool } from './benchSchool';
import { seedPayments } from './benchPayments';
import { adminCaller, figure, onEachDatabase, run, timeEach } from './measure';

const NOTICES_PER_STUDENT = 10;
const CHANGES_PER_STUDENT = 3;
const RUNS = 50;

/** Ten notices to each student's guardians, spread over the kinds, and a few audited changes to each record. */
async function seedOutboxAndAudit(database: DatabaseHandle, students: readonly number[]): Promise<void> {
  const db = database.db;
  const now = nowIso();
  const kinds = ['absence', 'sanction', 'report-card', 'arrears', 'message'] as const;
  const admin = await db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < students.length; start += 200) {
      const chunk = students.slice(start, start + 200);
      await trx
        .insertInto('guardian_notices')
        .values(
          chunk.flatMap((studentId) =>
            Array.from({ length: NOTICES_PER_STUDENT }, (_, index) => ({
              student_id: studentId,
              kind: kinds[index % kinds.length],
              source: `bench:${studentId}:${index}`,
              channel: 'sms' as const,
              address: '+237 677 000 000',
              subject: null,
              body: 'Avis de mesure',
              status: 'sent' as const,
              attempts: 1,
              last_error: null,
              created_at: now,
              last_attempt_at: now,
              sent_at: now,
              batch: 'bench',
              classroom_id: null,
              created_by: admin.id,
            })),
          ),
        )
        .execute();
      await trx
        .insertInto('audit_log')
        .values(
          chunk.flatMap((studentId) =>
            Array.from({ length: CHANGES_PER_STUDENT }, (_, index) => ({
              user_id: admin.id,
              action: 'update' as const,
              entity: 'student',
              entity_id: String(studentId),
              before_json: JSON.stringify({ guardianPhone: `+237 600 00${index}` }),
              after_json: JSON.stringify({ guardianPhone: `+237 600 00${index + 1}` }),
              created_at: now,
            })),
          ),
        )
        .execute();
    }
  });
}

async function measure(label: string, database: DatabaseHandle, dataDir: string): Promise<void> {
  const db = database.db;
  await migrateToLatest(db);
  const seeded = performance.now();
  const school = await seedBenchSchool(db, { rollCalls: true });
  const students = (
    await db
      .selectFrom('registrations')
      .select('student_id')
      .where('school_year_id', '=', school.schoolYearId)
      .where('status', '=', 'active')
      .orderBy('student_id')
      .execute()
  ).map((row) => row.student_id);
  await db.transaction().execute((trx) => syncCharges(trx, school.schoolYearId, students, 'registration', null));
  const { count } = await seedPayments(db);
  await seedOutboxAndAudit(database, students);
  if (label === 'PostgreSQL') await sql`analyze`.execute(db);
  console.log(
    `\nThe student's page on ${label}: ${students.length} students, six sequences of marks, a year of roll calls, ${count} payments, ${students.length * NOTICES_PER_STUDENT} notices (seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s)`,
  );
  const app = await buildApp({ config: { ...readConfig(process.env), dataDir }, db });
  try {
    const call = await adminCaller(app);
    const year = school.schoolYearId;
    // A student of the first classroom (60, the largest), a different one each run.
    const first = (
      await db.selectFrom('registrations').select('student_id').where('classroom_id', '=', school.classroomIds[0]!).execute()
    ).map((row) => row.student_id);
    const pageOf = (studentId: number) => [
      `/api/students/${studentId}/results/${year}`,
      `/api/discipline/students/${studentId}/${year}`,
      `/api/student-accounts/${studentId}?schoolYearId=${year}`,
      `/api/access_codes/students/${studentId}?schoolYearId=${year}`,
      `/api/guardian-notices?studentId=${studentId}&limit=50`,
      `/api/audit?studentId=${studentId}&limit=50`,
    ];
    const studentAt = (run: number) => first[(run + first.length * 2) % first.length]!;
    // Each section alone, to see where the page's time goes.
    const sections = ['results (every period)', 'attendance and discipline record', 'account', 'card status', 'notices', 'audit trail'];
    for (const [index, section] of sections.entries())
      figure(`  ${section}`, await timeEach(RUNS, (run) => call('GET', pageOf(studentAt(run))[index]!)), 'part of the page');
    figure(
      "the student's page data (all sections)",
      // The browser sends the six calls at once.
      await timeEach(RUNS, (run) => Promise.all(pageOf(studentAt(run)).map((url) => call('GET', url)))),
      '≤ 50 ms p95',
    );
    figure(
      "the student's page data, one call after another",
      await timeEach(RUNS, async (run) => {
        for (const url of pageOf(studentAt(run))) await call('GET', url);
      }),
      'none',
    );
  } finally {
    await app.close();
  }
}

run(() => onEachDatabase('student-page', measure));
