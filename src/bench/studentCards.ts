/**
 * `npm run bench`, student-cards part (issue 16): on the demo school with 1,000 students, through
 * the whole app: a public lookup of a card by its code, the cards of a classroom of 60 (photos and
 * QR codes) as one PDF, and 1,000 cards. On SQLite, and on PostgreSQL too when BENCH_DATABASE_URL
 * is set. Prints figures, never fails on time.
 */
import { sql } from 'kysely';
import sharp from 'sharp';
import { buildApp } from '../server/app';
import { readConfig } from '../server/config';
import { migrateToLatest, type DatabaseHandle } from '../server/db/database';
import { seedDemoSchool } from '../server/db/seed';
import { PhotoStore } from '../server/services/students/photos';
import { adminCaller, figure, onEachDatabase, run, timeEach } from './measure';

const STUDENTS = 1000;
const CLASSROOM = 60;

async function measure(label: string, database: DatabaseHandle, dataDir: string): Promise<void> {
  const db = database.db;
  await migrateToLatest(db);
  await seedDemoSchool(db, { schoolName: 'Lycée de mesure', students: STUDENTS });
  // Every student has a photo of their own, as a school's do once the photographer has come: each
  // a different image (noise keeps it the size of a real portrait, some 40 KB), so none is shared in the PDF.
  const photos = new PhotoStore(db);
  const students = await db.selectFrom('students').select('id').orderBy('id').execute();
  for (const [index, student] of students.entries()) {
    const portrait = await sharp({
      create: {
        width: 384,
        height: 480,
        channels: 3,
        background: { r: 120 + (index % 100), g: 140, b: 110 },
        noise: { type: 'gaussian', mean: 128, sigma: 12 },
      },
    })
      .jpeg({ quality: 80 })
      .toBuffer();
    await db
      .updateTable('students')
      .set({ photo: await photos.save(portrait) })
      .where('id', '=', student.id)
      .execute();
  }
  // One classroom of 60: the first classroom takes the first 60 students.
  const year = await db.selectFrom('school_years').select('id').where('current', '=', 1).executeTakeFirstOrThrow();
  const [classroom] = await db.selectFrom('classrooms').select('id').where('school_year_id', '=', year.id).orderBy('id').limit(1).execute();
  const sixty = (
    await db.selectFrom('registrations').select('id').where('status', '=', 'active').orderBy('student_id').limit(CLASSROOM).execute()
  ).map((row) => row.id);
  await db.updateTable('registrations').set({ classroom_id: classroom.id }).where('id', 'in', sixty).execute();
  if (label === 'PostgreSQL') await sql`analyze`.execute(db);
  console.log(`\nStudent cards on ${label}: ${STUDENTS} students with photos, a classroom of ${CLASSROOM}`);
  const config = {
    ...readConfig(process.env),
    dataDir,
    lookupMaxAddressLookups: 1e9,
    lookupMaxAddressFailures: 1e9,
    lookupMaxFailures: 1e9,
    // The cards' QR codes need the school's public address (Tools or PUBLIC_URL).
    publicUrl: process.env.PUBLIC_URL || 'https://school.example',
  };
  const app = await buildApp({ config, db });
  try {
    const call = await adminCaller(app);
    const made = (await call('POST', '/api/access_codes', { classroomId: classroom.id })).json() as { data: { code: string }[] };
    const codes = made.data.map((row) => row.code);
    figure(
      'a public lookup of a card by its code',
      await timeEach(200, async (run) => {
        const response = await app.inject({ method: 'GET', url: `/api/accessCodes/student/${codes[Math.abs(run) % codes.length]}` });
        if (response.statusCode !== 200) throw new Error(`lookup answered ${response.statusCode}`);
      }),
      '≤ 5 ms (p95)',
    );
    figure(
      `the cards of a classroom of ${CLASSROOM}, one PDF (photos, QR codes)`,
      await timeEach(5, () => call('POST', '/api/student-cards', { classroomId: classroom.id, layout: 'sheet' })),
      '≤ 500 ms',
    );
    const thousand = (
      await db.selectFrom('registrations').select('student_id').where('status', '=', 'active').orderBy('student_id').limit(1000).execute()
    ).map((row) => row.student_id);
    figure(
      `${thousand.length} cards, one PDF`,
      await timeEach(2, () => call('POST', '/api/student-cards', { studentIds: thousand, layout: 'sheet' }), 1),
      '≤ 5 s',
    );
  } finally {
    await app.close();
  }
}

run(() => onEachDatabase('cards', measure));
