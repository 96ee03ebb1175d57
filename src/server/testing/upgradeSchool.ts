/**
 * A school written into the database as the schema stood after each migration, for the upgrade
 * test (db/upgrade.test.ts): `DATA_AFTER[name]` fills the areas migration `name` brought, with the
 * columns of that moment (never the current schema's types, which describe the end of the story).
 * A migration without an entry here (a new one) just runs; the test still checks that it loses
 * nothing of what came before.
 */
import type { Kysely } from 'kysely';

export type AnyDb = Kysely<any>;

/** Ids handed out along the way, and what the checks at the end expect. */
export interface School {
  years: { previous: number; current: number };
  levels: { sequence: number; lmd: number };
  admin: number;
  teachers: number[];
  sharedEmail: { keeper: number; loser: number };
  classrooms: { sequence: number; lmd: number; previous: number };
  courses: number[];
  /** Class courses of the sequence classroom, then of the LMD classroom. */
  classCourses: { sequence: number[]; lmd: number[] };
  /** Every student; the first 20 in the sequence classroom, the other 10 in the LMD one. */
  students: number[];
  accented: number;
  registrations: { transferred: number; successor: number; left: number };
  timeParts: number[];
  sanctionTypes: number[];
  markTotal: number;
  marks: number;
  payments: { total: number; count: number; big: number };
  notices: number[];
  staffMail: number;
  reasonSanction: number;
}

export const STUDENTS = 30;
export const AT = '2026-09-01T08:00:00.000Z';
export const BIG_AMOUNT = 3_000_000_000;
/** A password hash nobody can sign in with: the test signs in with a token it mints. */
const NO_PASSWORD = '$argon2id$v=19$m=19456,t=2,p=1$bm9ib2R5$bm9ib2R5';

async function insert(db: AnyDb, table: string, rows: Record<string, unknown>[]): Promise<number[]> {
  if (!rows.length) return [];
  const inserted = await db.insertInto(table).values(rows).returning('id').execute();
  return inserted.map((row: { id: number }) => Number(row.id));
}

async function insertPlain(db: AnyDb, table: string, rows: Record<string, unknown>[]): Promise<void> {
  await db.insertInto(table).values(rows).execute();
}

const range = (count: number) => Array.from({ length: count }, (_, index) => index);

export const DATA_AFTER: Record<string, (db: AnyDb, school: School) => Promise<void>> = {
  async '0001_initial'(db, s) {
    await insert(db, 'school', [
      { name: 'Lycée de la mise à jour', address: 'BP 1', phone: '+237 600', email: 'lycee@example.cm', created_at: AT },
    ]);
    const [previous, current] = await insert(db, 'school_years', [
      { name: '2025-2026', starts_on: '2025-09-01', ends_on: '2026-07-31', current: 0 },
      { name: '2026-2027', starts_on: '2026-09-01', ends_on: '2027-07-31', current: 1 },
    ]);
    s.years = { previous, current };
    const [sequence, lmd] = await insert(db, 'levels', [
      { name: '6e', code: '6E', grading_system: 'sequence', position: 1 },
      { name: 'L1', code: 'L1', grading_system: 'lmd', position: 2 },
    ]);
    s.levels = { sequence, lmd };
    const user = (username: string, role: string, email: string | null) => ({
      username,
      first_name: `Prénom ${username}`,
      last_name: `Nom ${username}`,
      email,
      phone: null,
      role,
      status: 'active',
      password_hash: NO_PASSWORD,
      created_at: AT,
      updated_at: AT,
    });
    const users = await insert(db, 'users', [
      user('admin', 'admin', 'admin@example.cm'),
      ...range(6).map((i) => user(`teacher${i}`, 'teacher', `teacher${i}@example.cm`)),
      // One address on two accounts, in two cases: 0004 leaves it to the older one.
      user('shared1', 'secretary', 'Shared@Example.cm'),
      user('shared2', 'bursar', 'shared@example.cm'),
    ]);
    s.admin = users[0];
    s.teachers = users.slice(1, 7);
    s.sharedEmail = { keeper: users[7], loser: users[8] };
    const [seqRoom, lmdRoom, oldRoom] = await insert(db, 'classrooms', [
      { name: '6e A', level_id: sequence, school_year_id: current, capacity: 40, head_teacher_id: s.teachers[0] },
      { name: 'L1 Info', level_id: lmd, school_year_id: current, capacity: 40, head_teacher_id: null },
      { name: '6e A', level_id: sequence, school_year_id: previous, capacity: 40, head_teacher_id: null },
    ]);
    s.classrooms = { sequence: seqRoom, lmd: lmdRoom, previous: oldRoom };
    s.courses = await insert(
      db,
      'courses',
      ['Mathématiques', 'Français', 'Anglais', 'Algorithmique', 'Réseaux'].map((name, i) => ({ name, code: `C${i}` })),
    );
    s.classCourses = {
      sequence: await insert(
        db,
        'class_courses',
        range(3).map((i) => ({
          classroom_id: seqRoom,
          course_id: s.courses[i],
          teacher_id: s.teachers[i],
          coefficient: i + 2,
          credits: null,
          course_group: 'G1',
        })),
      ),
      lmd: await insert(
        db,
        'class_courses',
        range(2).map((i) => ({
          classroom_id: lmdRoom,
          course_id: s.courses[3 + i],
          teacher_id: s.teachers[3 + i],
          coefficient: null,
          credits: 6,
          course_group: 'UE1',
        })),
      ),
    };
    s.students = await insert(
      db,
      'students',
      range(STUDENTS).map((i) => ({
        matricule: `UP${String(i).padStart(4, '0')}`,
        first_name: i === 0 ? 'Zoé' : `Élève${i}`,
        last_name: i === 0 ? 'Ébène' : `Famille${i}`,
        sex: i % 2 ? 'F' : 'M',
        birth_date: '2014-03-0' + ((i % 9) + 1),
        birth_place: 'Yaoundé',
        guardian_name: `Parent ${i}`,
        guardian_phone: `+2376000000${String(i).padStart(2, '0')}`,
        address: null,
        photo: null,
        custom_fields: JSON.stringify({ religion: i % 3 ? 'A' : 'B' }),
        archived: 0,
        created_at: AT,
        updated_at: AT,
      })),
    );
    s.accented = s.students[0];
    const registration = (student: number, classroom: number, year: number, on: string, status: string) => ({
      student_id: student,
      classroom_id: classroom,
      school_year_id: year,
      registered_on: on,
      status,
      repeating: 0,
      created_at: AT,
    });
    // Student 0 was moved from the LMD classroom to 6e A on 15 October; student 1 left (audited on 5 October).
    const [transferred] = await insert(db, 'registrations', [registration(s.students[0], lmdRoom, current, '2026-09-01', 'transferred')]);
    const [left] = await insert(db, 'registrations', [registration(s.students[1], seqRoom, current, '2026-09-01', 'left')]);
    const rest = await insert(
      db,
      'registrations',
      s.students.map((student, i) =>
        i === 1
          ? registration(student, seqRoom, previous, '2025-09-01', 'active')
          : registration(student, i < 20 ? seqRoom : lmdRoom, current, i === 0 ? '2026-10-15' : '2026-09-01', 'active'),
      ),
    );
    await insert(
      db,
      'registrations',
      range(10).map((i) => registration(s.students[i + 2], oldRoom, previous, '2025-09-01', 'active')),
    );
    s.registrations = { transferred, successor: rest[0], left };
    s.timeParts = await insert(
      db,
      'time_parts',
      ['08:00', '10:00', '14:00'].map((start, i) => ({
        name: `H${i + 1}`,
        starts_at: start,
        ends_at: `${start.slice(0, 2)}:55`,
        duration_hours: 2,
        position: i + 1,
      })),
    );
    await insert(db, 'observations', [
      { min_mark: 0, max_mark: 9.99, grade: 'D', label: 'Insuffisant' },
      { min_mark: 10, max_mark: 14.99, grade: 'B', label: 'Assez bien' },
      { min_mark: 15, max_mark: 20, grade: 'A', label: 'Très bien' },
    ]);
    s.sanctionTypes = await insert(db, 'sanction_types', [
      { code: 'AVC', name: 'Avertissement conduite', unit: 'none', position: 1 },
      { code: 'EXC', name: 'Exclusion temporaire', unit: 'days', position: 2 },
    ]);
    await insert(db, 'metadata_types', [
      { name: 'religion', kind: 'choice', choices: 'A,B' },
      { name: 'transport', kind: 'text', choices: '' },
    ]);
    await insertPlain(db, 'options', [
      { name: 'school_motto', value: 'Travail', value_type: 'string' },
      { name: 'absence_notices', value: 'true', value_type: 'bool' },
      { name: 'max_mark', value: '20', value_type: 'int' },
    ]);
    await insert(db, 'staff_assignments', [
      { user_id: s.teachers[0], classroom_id: seqRoom, kind: 'attendance' },
      { user_id: s.teachers[1], classroom_id: seqRoom, kind: 'discipline' },
    ]);
    await insert(db, 'access_tokens', [
      { token_hash: 'hash-1', user_id: s.admin, created_at: AT, expires_at: '2099-01-01T00:00:00.000Z', revoked_at: null },
      { token_hash: 'hash-2', user_id: s.teachers[0], created_at: AT, expires_at: '2026-09-02T00:00:00.000Z', revoked_at: AT },
    ]);
    await insert(db, 'password_resets', [{ token_hash: 'reset-1', user_id: s.teachers[2], created_at: AT, expires_at: AT, used_at: null }]);
    await insert(db, 'outbox', [{ recipient: 'teacher2@example.cm', subject: 'Code', body: 'sent long ago', created_at: AT, sent_at: AT }]);
    await insert(db, 'audit_log', [
      ...range(5).map((i) => ({
        user_id: s.admin,
        action: 'create',
        entity: 'student',
        entity_id: String(s.students[i]),
        before_json: null,
        after_json: '{}',
        created_at: AT,
      })),
      {
        user_id: s.admin,
        action: 'update',
        entity: 'registration',
        entity_id: String(left),
        before_json: JSON.stringify({ id: left, status: 'active' }),
        after_json: JSON.stringify({ id: left, status: 'left' }),
        created_at: '2026-10-05T09:30:00.000Z',
      },
    ]);
  },

  async '0002_records'(db, s) {
    await insert(
      db,
      'exemptions',
      range(3).map((i) => ({
        student_id: s.students[i + 2],
        class_course_id: s.classCourses.sequence[2],
        school_year_id: s.years.current,
        reason: 'Dispense médicale',
        created_at: AT,
      })),
    );
  },

  async '0003_marks'(db, s) {
    await db.updateTable('class_courses').set({ term: 1 }).where('id', 'in', s.classCourses.lmd).execute();
    const rows: Record<string, unknown>[] = [];
    s.students.slice(2, 20).forEach((student, i) =>
      s.classCourses.sequence.forEach((classCourse, j) =>
        rows.push({
          student_id: student,
          class_course_id: classCourse,
          sequence: 1,
          term: null,
          evaluation_type: null,
          value: ((i * 7 + j * 3) % 41) / 2,
          updated_by: s.teachers[j],
          created_at: AT,
          updated_at: AT,
        }),
      ),
    );
    s.students.slice(20).forEach((student, i) =>
      s.classCourses.lmd.forEach((classCourse, j) =>
        rows.push({
          student_id: student,
          class_course_id: classCourse,
          sequence: null,
          term: 1,
          evaluation_type: 'CC',
          value: 8.25 + i + j / 4,
          updated_by: null,
          created_at: AT,
          updated_at: AT,
        }),
      ),
    );
    await insert(db, 'marks', rows);
    s.marks = rows.length;
    s.markTotal = rows.reduce((sum, row) => sum + Number(row.value), 0);
  },

  async '0004_sign_in'(db) {
    await insert(
      db,
      'sign_in_failures',
      range(5).map((i) => ({ account: i % 2 ? 'login:nobody' : 'user:1', address: `10.0.0.${i}`, failed_at: AT })),
    );
  },

  async '0005_import_jobs'(db, s) {
    await insertPlain(
      db,
      'import_jobs',
      range(2).map((i) => ({
        id: `job-${i}`,
        user_id: s.admin,
        status: i ? 'done' : 'failed',
        rows_json: null,
        total: 10,
        valid: 9,
        processed: 10,
        created: i ? 9 : 0,
        classroom_id: s.classrooms.sequence,
        message_key: i ? null : 'imports.failed',
        message_values: null,
        created_at: AT,
        updated_at: AT,
        expires_at: '2026-09-02T08:00:00.000Z',
        heartbeat_at: null,
      })),
    );
  },

  async '0007_attendance'(db, s) {
    const days = ['2026-09-07', '2026-09-08', '2026-09-09', '2026-09-10', '2026-09-11'];
    await insert(
      db,
      'roll_calls',
      days.map((date) => ({
        classroom_id: s.classrooms.sequence,
        school_year_id: s.years.current,
        date,
        time_part_id: s.timeParts[0],
        taken_by: s.teachers[0],
        taken_at: AT,
        updated_by: null,
        updated_at: AT,
      })),
    );
    await insert(
      db,
      'absences',
      range(10).map((i) => ({
        student_id: s.students[2 + i],
        classroom_id: s.classrooms.sequence,
        school_year_id: s.years.current,
        date: days[i % days.length],
        time_part_id: s.timeParts[0],
        status: i % 4 === 3 ? 'present' : 'absent',
        lateness_minutes: i % 4 === 3 ? 10 : 0,
        justified: i % 2,
        reason_id: null,
        justification_note: null,
        justified_by: null,
        justified_at: null,
        entered_by: s.teachers[0],
        entered_at: AT,
        updated_by: null,
        updated_at: AT,
      })),
    );
    const sanctions = await insert(
      db,
      'sanctions',
      range(4).map((i) => ({
        student_id: s.students[2 + i],
        school_year_id: s.years.current,
        sanction_type_id: s.sanctionTypes[i % 2],
        date: days[i],
        reason: 'Bavardage',
        duration: i % 2 ? 2 : null,
        decided_by: s.teachers[1],
        status: i === 3 ? 'cancelled' : 'active',
        cancel_reason: i === 3 ? 'Erreur' : null,
        cancelled_by: i === 3 ? s.admin : null,
        cancelled_at: i === 3 ? AT : null,
        created_at: AT,
        updated_at: AT,
      })),
    );
    await insert(db, 'sanction_suggestions', [
      {
        student_id: s.students[2],
        school_year_id: s.years.current,
        trimester: 1,
        band: 1,
        threshold_hours: 10,
        hours: 12,
        sanction_code: 'AVC',
        days: null,
        status: 'confirmed',
        sanction_id: sanctions[0],
        decided_by: s.teachers[1],
        decided_at: AT,
        created_at: AT,
      },
      {
        student_id: s.students[3],
        school_year_id: s.years.current,
        trimester: 1,
        band: 1,
        threshold_hours: 10,
        hours: 11,
        sanction_code: 'AVC',
        days: null,
        status: 'pending',
        sanction_id: null,
        decided_by: null,
        decided_at: null,
        created_at: AT,
      },
    ]);
    s.notices = await insert(
      db,
      'guardian_notices',
      range(6).map((i) => ({
        student_id: s.students[2 + i],
        kind: 'absence',
        source: `absence:${i}`,
        channel: 'sms',
        address: `+2376000000${String(i + 2).padStart(2, '0')}`,
        body: `Absence ${i}`,
        status: i < 3 ? 'queued' : 'sent',
        attempts: i < 3 ? 0 : 1,
        last_error: null,
        created_at: AT,
        sent_at: i < 3 ? null : AT,
      })),
    );
  },

  async '0008_teacher_presence'(db, s) {
    const [timetable] = await insert(db, 'timetables', [
      {
        school_year_id: s.years.current,
        name: 'Premier trimestre',
        valid_from: '2026-09-01',
        valid_to: '2026-12-20',
        created_at: AT,
        updated_at: AT,
      },
    ]);
    await insert(
      db,
      'timetable_slots',
      ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'].map((weekday, i) => ({
        timetable_id: timetable,
        classroom_id: s.classrooms.sequence,
        weekday,
        time_part_id: s.timeParts[0],
        class_course_id: s.classCourses.sequence[i % 3],
      })),
    );
    const days = ['2026-09-07', '2026-09-08', '2026-09-09', '2026-09-10', '2026-09-11'];
    await insert(
      db,
      'teacher_presences',
      range(10).map((i) => ({
        school_year_id: s.years.current,
        date: days[i % 5],
        time_part_id: s.timeParts[i < 5 ? 0 : 1],
        classroom_id: s.classrooms.sequence,
        class_course_id: s.classCourses.sequence[i % 3],
        teacher_id: s.teachers[i % 3],
        hours: 2,
        status: i === 4 ? 'absent' : 'present',
        lateness_minutes: 0,
        replaced_by: null,
        note: null,
        recorded_by: s.admin,
        recorded_at: AT,
        updated_by: null,
        updated_at: AT,
      })),
    );
    await insertPlain(
      db,
      'teacher_pay',
      s.teachers.slice(0, 3).map((teacher, i) => ({ teacher_id: teacher, part_time: i % 2, hourly_rate: 2500 + i * 500, updated_at: AT })),
    );
    const statements = await insert(db, 'teacher_statements', [
      {
        teacher_id: s.teachers[0],
        month: '2026-09',
        status: 'validated',
        hourly_rate: 2500,
        validated_by: s.admin,
        validated_at: AT,
        created_at: AT,
      },
      {
        teacher_id: s.teachers[1],
        month: '2026-09',
        status: 'draft',
        hourly_rate: null,
        validated_by: null,
        validated_at: null,
        created_at: AT,
      },
    ]);
    await insert(
      db,
      'teacher_statement_lines',
      range(4).map((i) => ({
        statement_id: statements[i % 2],
        kind: i ? 'adjustment' : 'hours',
        label: `Ligne ${i}`,
        hours: i ? null : 8,
        amount: 20000 - i * 1000,
        after_validation: 0,
        created_by: s.admin,
        created_at: AT,
      })),
    );
  },

  async '0009_finance'(db, s) {
    const feeTypes = await insert(db, 'fee_types', [
      { name: 'Inscription', position: 1, created_at: AT },
      { name: 'Scolarité', position: 2, created_at: AT },
    ]);
    const instalments = await insert(
      db,
      'fee_instalments',
      range(4).map((i) => ({
        school_year_id: s.years.current,
        level_id: i < 2 ? s.levels.sequence : s.levels.lmd,
        fee_type_id: feeTypes[i % 2],
        label: `Tranche ${i}`,
        amount: 25000 + i * 5000,
        due_date: '2026-10-01',
        position: i + 1,
        removed: 0,
      })),
    );
    await insert(
      db,
      'fee_charges',
      s.students.flatMap((student, i) =>
        (i < 20 ? [0, 1] : [2, 3]).map((k) => ({
          student_id: student,
          school_year_id: s.years.current,
          instalment_id: instalments[k],
          amount: 25000 + k * 5000,
          reason: 'registration',
          created_by: s.admin,
          created_at: AT,
        })),
      ),
    );
    await insert(db, 'fee_discounts', [
      {
        student_id: s.students[4],
        school_year_id: s.years.current,
        fee_type_id: feeTypes[1],
        kind: 'amount',
        amount: 5000,
        percent: null,
        reason: 'Fratrie',
        granted_by: s.admin,
        created_at: AT,
        revoked_by: null,
        revoked_at: null,
      },
      {
        student_id: s.students[5],
        school_year_id: s.years.current,
        fee_type_id: null,
        kind: 'percent',
        amount: null,
        percent: 12.5,
        reason: 'Mérite',
        granted_by: s.admin,
        created_at: AT,
        revoked_by: null,
        revoked_at: null,
      },
    ]);
    const [session] = await insert(db, 'cash_sessions', [
      {
        cashier_id: s.admin,
        opened_at: AT,
        opening_float: 10000,
        closed_at: null,
        counted_amount: null,
        expected_amount: null,
        difference: null,
        note: null,
      },
    ]);
    await insertPlain(db, 'receipt_counters', [{ school_year_id: s.years.current, last_number: 21 }]);
    const payments = await insert(
      db,
      'payments',
      range(20).map((i) => ({
        school_year_id: s.years.current,
        receipt_number: i + 1,
        student_id: s.students[i],
        amount: 15000 + i * 250,
        paid_on: '2026-09-15',
        method: 'cash',
        reference: null,
        payer: null,
        note: null,
        cashier_id: s.admin,
        session_id: session,
        reverses_id: null,
        created_at: AT,
      })),
    );
    const [reversal] = await insert(db, 'payments', [
      {
        school_year_id: s.years.current,
        receipt_number: 21,
        student_id: s.students[19],
        amount: -(15000 + 19 * 250),
        paid_on: '2026-09-16',
        method: 'cash',
        reference: null,
        payer: null,
        note: 'Erreur',
        cashier_id: s.admin,
        session_id: session,
        reverses_id: payments[19],
        created_at: AT,
      },
    ]);
    await insert(
      db,
      'payment_allocations',
      [...payments, reversal].map((payment, i) => ({
        payment_id: payment,
        instalment_id: instalments[0],
        amount: i < 20 ? 15000 + i * 250 : -(15000 + 19 * 250),
      })),
    );
    s.payments = { total: range(20).reduce((sum, i) => sum + 15000 + i * 250, 0) - (15000 + 19 * 250), count: 21, big: 0 };
  },

  async '0010_access_codes'(db, s) {
    await insert(
      db,
      'access_codes',
      s.students.map((student, i) => ({
        student_id: student,
        school_year_id: s.years.current,
        code_hash: `code-hash-${i}`,
        created_by: s.admin,
        created_at: AT,
        revoked_by: null,
        revoked_at: null,
      })),
    );
    await insert(
      db,
      'access_code_lookups',
      range(5).map((i) => ({ looked_up_at: AT, address: `192.168.1.${i}`, found: i % 2 })),
    );
  },

  async '0011_messages'(db, s) {
    const messages = await insert(
      db,
      'messages',
      range(5).map((i) => ({
        sender_id: s.admin,
        thread_id: null,
        parent_id: null,
        subject: `Réunion ${i}`,
        body: `<p>Ordre du jour ${i}</p>`,
        excerpt: `Ordre du jour ${i}`,
        roles: i ? null : 'teacher',
        receiver_count: 2,
        created_at: AT,
      })),
    );
    for (const id of messages) await db.updateTable('messages').set({ thread_id: id }).where('id', '=', id).execute();
    await insertPlain(
      db,
      'message_receivers',
      messages.flatMap((message, i) =>
        [0, 1].map((k) => ({ message_id: message, user_id: s.teachers[k], direct: i ? 1 : 0, read_at: k ? AT : null })),
      ),
    );
  },

  async '0012_guardian_notices'(db, s) {
    await db.updateTable('students').set({ guardian_email: 'parent2@example.cm' }).where('id', '=', s.students[2]).execute();
    await db
      .updateTable('guardian_notices')
      .set({ subject: 'Absence', batch: 'batch-1', next_attempt_at: AT, classroom_id: s.classrooms.sequence, created_by: s.admin })
      .where('id', 'in', s.notices)
      .execute();
    s.notices.push(
      ...(await insert(db, 'guardian_notices', [
        {
          student_id: s.students[2],
          kind: 'arrears',
          source: 'arrears:1',
          channel: 'email',
          address: 'parent2@example.cm',
          body: 'Solde dû',
          status: 'failed',
          attempts: 8,
          last_error: 'mailbox full',
          created_at: AT,
          sent_at: null,
          subject: 'Scolarité',
          next_attempt_at: null,
          claimed_until: null,
          batch: 'batch-2',
          last_attempt_at: AT,
          classroom_id: s.classrooms.sequence,
          created_by: s.admin,
        },
      ])),
    );
  },

  async '0013_money_bigint'(db, s) {
    // Past 2^31: PostgreSQL refused such an amount before this migration.
    const [session] = await insert(db, 'cash_sessions', [
      {
        cashier_id: s.admin,
        opened_at: AT,
        opening_float: 0,
        closed_at: AT,
        counted_amount: BIG_AMOUNT,
        expected_amount: BIG_AMOUNT,
        difference: 0,
        note: 'Gros versement',
      },
    ]);
    const [payment] = await insert(db, 'payments', [
      {
        school_year_id: s.years.current,
        receipt_number: 22,
        student_id: s.students[20],
        amount: BIG_AMOUNT,
        paid_on: '2026-09-20',
        method: 'transfer',
        reference: 'VIR-1',
        payer: null,
        note: null,
        cashier_id: s.admin,
        session_id: session,
        reverses_id: null,
        created_at: AT,
      },
    ]);
    s.payments = { total: s.payments.total + BIG_AMOUNT, count: s.payments.count + 1, big: payment };
  },

  async '0014_registration_history'(db, s) {
    await insert(db, 'registrations', [
      {
        student_id: s.students[1],
        classroom_id: s.classrooms.sequence,
        school_year_id: s.years.current,
        registered_on: '2026-11-02',
        ended_on: '2026-11-20',
        status: 'left',
        repeating: 0,
        created_at: AT,
      },
    ]);
  },

  async '0016_sanction_reason_data'(db, s) {
    [s.reasonSanction] = await insert(db, 'sanctions', [
      {
        student_id: s.students[6],
        school_year_id: s.years.current,
        sanction_type_id: s.sanctionTypes[0],
        date: '2026-11-20',
        reason: '12 heures au premier trimestre',
        duration: null,
        decided_by: s.teachers[1],
        status: 'active',
        cancel_reason: null,
        cancelled_by: null,
        cancelled_at: null,
        created_at: AT,
        updated_at: AT,
        reason_trimester: 1,
        reason_threshold_hours: 10,
        reason_hours: 12.5,
      },
    ]);
  },

  async '0017_staff_mail_queue'(db, s) {
    [s.staffMail] = await insert(db, 'guardian_notices', [
      {
        student_id: null,
        kind: 'staff',
        source: 'staff:reset:1',
        channel: 'email',
        address: 'teacher2@example.cm',
        body: 'sealed:v1:xyz',
        status: 'queued',
        attempts: 0,
        last_error: null,
        created_at: AT,
        sent_at: null,
        subject: 'Code',
        next_attempt_at: null,
        claimed_until: null,
        batch: null,
        last_attempt_at: null,
        classroom_id: null,
        created_by: null,
      },
    ]);
  },

  async '0020_photo_imports'(db, s) {
    await insertPlain(db, 'photo_imports', [
      {
        id: 'photos-0',
        user_id: s.admin,
        status: 'applied',
        staged_json: null,
        report_json: JSON.stringify({ matched: [], unmatched: ['NOBODY.jpg'], refused: [], withoutPhoto: { total: 0, students: [] } }),
        applied: 0,
        replaced: 0,
        created_at: AT,
        updated_at: AT,
        expires_at: '2026-09-08T08:00:00.000Z',
      },
    ]);
  },

  async '0023_rate_limits'(db) {
    await insertPlain(db, 'rate_limits', [
      { bucket: 'GET /users/password-reset 10.0.0.1', hits: 3, window_ends: Date.parse(AT) + 900_000 },
    ]);
  },

  async '0025_stored_images'(db) {
    await insertPlain(db, 'stored_images', [
      { name: `${'d'.repeat(32)}.jpg`, data: Buffer.from([0xff, 0xd8, 0xff, 0xd9]), created_at: AT },
    ]);
  },

  async '0026_report_card_batches'(db, s) {
    await insertPlain(db, 'report_card_batches', [
      {
        id: 'cards-0',
        user_id: s.admin,
        status: 'done',
        school_year_id: s.years.current,
        level_id: null,
        period_type: 'trimester',
        period: 1,
        lang: 'fr',
        classrooms: 1,
        classrooms_done: 1,
        total: 20,
        made: 20,
        bytes: 8,
        message: null,
        pdf: Buffer.from('%PDF-1.3'),
        runs: 1,
        heartbeat_at: AT,
        created_at: AT,
        expires_at: '2026-09-01T09:00:00.000Z',
      },
    ]);
  },

  async '0027_background_claims'(db) {
    await insertPlain(db, 'background_claims', [
      { job: 'sweeps', slot: '2026-09-01', holder: 'upgrade-1', claimed_at: AT, heartbeat_at: AT, finished_at: AT },
    ]);
  },
};

/**
 * Rows a migration itself adds to, or removes from, tables that existed before it; any other change
 * in a table's row count across a migration is data lost (or made up) by the upgrade.
 */
export const ROWS_CHANGED_BY: Record<string, readonly string[]> = {
  // The audit entry of each account that lost a shared address.
  '0004_sign_in': ['audit_log'],
  '0015_later_options': ['options'],
  // The backups' daily time and retention, for schools set up before them.
  '0018_backup_options': ['options'],
  // The letterhead's two blocks, empty.
  '0019_letterhead': ['options'],
  // The change counters of marks and money.
  '0024_data_versions': ['data_versions'],
  // The change counter of the access codes.
  '0030_cards_version': ['data_versions'],
};

/** Tables a migration drops, with what they held (0017: the outbox nothing ever read or sent). */
export const TABLES_DROPPED_BY: Record<string, readonly string[]> = {
  '0017_staff_mail_queue': ['outbox'],
};
