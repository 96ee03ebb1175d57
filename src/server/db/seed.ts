import { matriculePrefix, nextMatricule } from '../../domain/students/matricule';
import { studentSearchText } from '../../domain/students/searchText';
import type { Insertable, Kysely, Transaction } from 'kysely';
import { DEMO_OPTIONS } from '../../domain/demoOptions';
import { hashPassword } from '../services/auth/passwords';
import { nowIso, schoolYearOf } from '../services/shared/clock';
import type { Database, MarkTable } from './schema';
import * as demo from './seedData';
import { seedFinance } from './seedFinance';
import { seedMessages } from './seedMessages';
import { seedNotices, type NoticeGateways } from './seedNotices';
import { seedTimetable } from './seedTimetable';

export interface SeedOptions {
  schoolName: string;
  students?: number;
  /** The day the school year is taken from; defaults to today. */
  today?: Date;
  /** Also enter the first trimester's marks (sequences 1 and 2; CC and SN of the LMD first semester). */
  marks?: boolean;
  /** Also record the teachers' presence over the two school weeks before today. */
  presence?: boolean;
  /** Also take the payments of the year so far (the fee schedules are always seeded). */
  payments?: boolean;
  /** Also fill the outbox of notices to guardians with a few notices to the first students' guardians. */
  notices?: boolean;
  /**
   * The channels the server has a gateway for (`SMS_GATEWAY_URL`, `SMTP_URL`): only their notices
   * show as tried (sent, one refused); the others stay queued, as the sender leaves them. None by default.
   */
  gateways?: NoticeGateways;
}

/** A small deterministic generator, so every fresh demo school has the same students. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const asciiName = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();

export async function isEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n) === 0;
}

/** Seeds the demo school in one transaction; does nothing when the database already has users. */
export async function seedDemoSchool(db: Kysely<Database>, options: SeedOptions): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  const passwordHashes = await Promise.all(demo.STAFF.map(() => hashPassword(demo.DEMO_PASSWORD)));
  await db.transaction().execute((trx) => fill(trx, options, passwordHashes));
  return true;
}

async function fill(trx: Transaction<Database>, options: SeedOptions, passwordHashes: string[]): Promise<void> {
  const now = nowIso();
  const next = random(2026);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];

  await trx
    .insertInto('school')
    .values({
      name: options.schoolName,
      address: 'BP 1234 Yaoundé',
      phone: '+237 222 00 00 00',
      email: 'contact@lycee-demo.cm',
      created_at: now,
    })
    .execute();

  const year = schoolYearOf(options.today ?? new Date());
  const { id: schoolYearId } = await trx
    .insertInto('school_years')
    .values({ name: year.name, starts_on: year.startsOn, ends_on: year.endsOn, current: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();

  const levelIds = new Map<string, number>();
  for (const [position, level] of demo.LEVELS.entries()) {
    const { id } = await trx
      .insertInto('levels')
      .values({ code: level.code, name: level.name, grading_system: level.grading_system, position: position + 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    levelIds.set(level.code, id);
  }

  const userIds = new Map<string, number>();
  for (const [index, staff] of demo.STAFF.entries()) {
    const { id } = await trx
      .insertInto('users')
      .values({
        username: staff.username,
        first_name: staff.first,
        last_name: staff.last,
        email: `${staff.username.replace('.', '-')}@lycee-demo.cm`,
        phone: `+237 699 00 00 ${String(index + 1).padStart(2, '0')}`,
        role: staff.role,
        status: 'active',
        password_hash: passwordHashes[index],
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    userIds.set(staff.username, id);
  }
  const teacherIds = demo.STAFF.filter((staff) => staff.role === 'teacher').map((staff) => userIds.get(staff.username)!);

  const courseIds = new Map<string, number>();
  for (const course of [...demo.SECONDARY_COURSES, ...demo.LMD_COURSES]) {
    const { id } = await trx
      .insertInto('courses')
      .values({ code: course.code, name: course.name })
      .returning('id')
      .executeTakeFirstOrThrow();
    courseIds.set(course.code, id);
  }

  const classroomIds: number[] = [];
  const disciplineId = userIds.get('discipline')!;
  for (const [index, classroom] of demo.CLASSROOMS.entries()) {
    const headTeacherId = teacherIds[index % teacherIds.length];
    const { id } = await trx
      .insertInto('classrooms')
      .values({
        name: classroom.name,
        level_id: levelIds.get(classroom.level)!,
        school_year_id: schoolYearId,
        capacity: 60,
        head_teacher_id: headTeacherId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    classroomIds.push(id);
    const lmd = classroom.level.startsWith('L');
    const courses = lmd ? demo.LMD_COURSES : demo.SECONDARY_COURSES;
    await trx
      .insertInto('class_courses')
      .values(
        courses.map((course, courseIndex) => ({
          classroom_id: id,
          course_id: courseIds.get(course.code)!,
          teacher_id: teacherIds[(index + courseIndex) % teacherIds.length],
          coefficient: 'coefficient' in course ? course.coefficient : null,
          credits: 'credits' in course ? course.credits : null,
          course_group: course.group,
          term: 'term' in course ? course.term : null,
        })),
      )
      .execute();
    await trx
      .insertInto('staff_assignments')
      .values([
        { user_id: disciplineId, classroom_id: id, kind: 'discipline' },
        { user_id: headTeacherId, classroom_id: id, kind: 'attendance' },
      ])
      .execute();
  }

  const count = options.students ?? 400;
  // Numbered as the enrolment numbers them, so the first student enrolled after the seed follows on.
  const prefix = matriculePrefix(year.name);
  const students = Array.from({ length: count }, (_, index) => {
    const sex = next() < 0.5 ? 'M' : 'F';
    const classroomIndex = index % classroomIds.length;
    const lmd = classroomIndex >= 9;
    const age = lmd ? 19 + (classroomIndex - 9) : 11 + Math.floor(classroomIndex * 0.8);
    const birthYear = Number(year.name.slice(0, 4)) - age;
    const month = String(1 + Math.floor(next() * 12)).padStart(2, '0');
    const day = String(1 + Math.floor(next() * 28)).padStart(2, '0');
    const lastName = pick(demo.LAST_NAMES);
    const firstName = pick(demo.FIRST_NAMES[sex]);
    const matricule = nextMatricule(prefix, `${prefix}${index}`);
    return {
      classroomIndex,
      row: {
        matricule,
        first_name: firstName,
        last_name: lastName,
        search_text: studentSearchText({ lastName, firstName, matricule }),
        sex: sex as 'M' | 'F',
        birth_date: `${birthYear}-${month}-${day}`,
        birth_place: pick(demo.BIRTH_PLACES),
        guardian_name: `${sex === 'M' ? 'Mme' : 'M.'} ${lastName}`,
        guardian_phone: `+237 6${Math.floor(50 + next() * 49)} ${String(Math.floor(next() * 1e6)).padStart(6, '0')}`,
        // A third of the guardians have an e-mail, without a draw so the other data stay as they were.
        guardian_email: index % 3 === 1 ? `${asciiName(lastName)}.${index + 1}@example.cm` : null,
        address: pick(demo.BIRTH_PLACES),
        photo: null,
        custom_fields: '{}',
        archived: 0 as const,
        created_at: now,
        updated_at: now,
      },
    };
  });
  const chunk = 100;
  for (let start = 0; start < students.length; start += chunk) {
    const batch = students.slice(start, start + chunk);
    const inserted = await trx
      .insertInto('students')
      .values(batch.map((student) => student.row))
      .returning('id')
      .execute();
    await trx
      .insertInto('registrations')
      .values(
        inserted.map(({ id }, index) => ({
          student_id: id,
          classroom_id: classroomIds[batch[index].classroomIndex],
          school_year_id: schoolYearId,
          registered_on: year.startsOn,
          status: 'active' as const,
          repeating: next() < 0.08 ? (1 as const) : (0 as const),
          created_at: now,
        })),
      )
      .execute();
  }

  await trx
    .insertInto('time_parts')
    .values(
      demo.TIME_PARTS.map(([starts, ends], index) => ({
        name: `${starts}-${ends}`,
        starts_at: starts,
        ends_at: ends,
        duration_hours: 1,
        position: index + 1,
      })),
    )
    .execute();
  await trx
    .insertInto('observations')
    .values(demo.OBSERVATIONS.map((o) => ({ min_mark: o.min, max_mark: o.max, grade: o.grade, label: o.label })))
    .execute();
  await trx
    .insertInto('sanction_types')
    .values(demo.SANCTION_TYPES.map((s, index) => ({ code: s.code, name: s.name, unit: s.unit, position: index + 1 })))
    .execute();
  await trx
    .insertInto('metadata_types')
    .values(demo.METADATA_TYPES.map((m) => ({ name: m.name, kind: m.kind, choices: m.choices })))
    .execute();
  await trx
    .insertInto('options')
    .values([...DEMO_OPTIONS])
    .execute();
  await seedTimetable(trx, {
    schoolYear: { id: schoolYearId, name: year.name, startsOn: year.startsOn, endsOn: year.endsOn },
    now,
    presenceUntil: options.presence ? (options.today ?? new Date()).toISOString().slice(0, 10) : undefined,
    next,
  });
  if (options.marks) await seedMarks(trx, next, now);
  // Last, so the draws of the marks and the presence stay as they were.
  await seedFinance(trx, {
    schoolYear: { id: schoolYearId, name: year.name, startsOn: year.startsOn },
    now,
    paymentsUntil: options.payments ? (options.today ?? new Date()).toISOString().slice(0, 10) : undefined,
    next,
  });
  // Draws nothing: the messages are the same whatever was seeded before.
  await seedMessages(trx, (options.today ?? new Date()).toISOString());
  if (options.notices) await seedNotices(trx, { now, gateways: options.gateways ?? { sms: false, email: false } });
}

/** Marks around 11 out of 20, a few missing, as a school has them by the first trimester's end. */
async function seedMarks(trx: Transaction<Database>, next: () => number, now: string): Promise<void> {
  const slots = await trx
    .selectFrom('class_courses as cc')
    .innerJoin('classrooms as c', 'c.id', 'cc.classroom_id')
    .innerJoin('levels as l', 'l.id', 'c.level_id')
    .innerJoin('registrations as r', (join) => join.onRef('r.classroom_id', '=', 'c.id').on('r.status', '=', 'active'))
    .select(['cc.id as class_course_id', 'r.student_id', 'l.grading_system', 'cc.term'])
    .execute();
  const value = () => Math.max(0, Math.min(20, Math.round((11 + (next() + next() + next() - 1.5) * 8) * 4) / 4));
  const rows = slots.flatMap((slot): Insertable<MarkTable>[] => {
    if (slot.grading_system === 'lmd') {
      if (slot.term !== 1) return [];
      return ['CC', 'SN']
        .filter(() => next() > 0.03)
        .map((type) => ({
          student_id: slot.student_id,
          class_course_id: slot.class_course_id,
          term: 1,
          evaluation_type: type,
          value: value(),
          created_at: now,
          updated_at: now,
        }));
    }
    return [1, 2]
      .filter(() => next() > 0.05)
      .map((sequence) => ({
        student_id: slot.student_id,
        class_course_id: slot.class_course_id,
        sequence,
        value: value(),
        created_at: now,
        updated_at: now,
      }));
  });
  for (let start = 0; start < rows.length; start += 500)
    await trx
      .insertInto('marks')
      .values(rows.slice(start, start + 500))
      .execute();
}
