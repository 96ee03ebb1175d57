import type { Arrears } from '../../domain/contract/financeReports';
import type { Account, CashSession, Payment } from '../../domain/contract/payments';
import { pdfLines } from '../testing/pdfText';
import { dialects, expectEnvelope, startHarness, TestClient, type Harness } from '../testing/harness';

/**
 * The arrears list in pages (issue 31): one ordered sequence of students (classrooms by level then
 * name, students by name) cut by `skip` and `limit` and grouped again by classroom, with the whole
 * list's figures on every page; the documents still print every student. The demo school's 40
 * students are charged their schedule and have paid nothing, so on the day judged every one owes
 * the September instalments; a few accounts are then paid, reversed or discounted.
 */
describe.each(dialects())('the arrears list in pages on %s', (dialect) => {
  let h: Harness;
  let bursar: TestClient;
  let yearId: number;
  let session: CashSession;
  const AS_OF = '2026-11-25';

  type Row = Arrears['classrooms'][number]['students'][number] & { classroomId: number };
  const list = async (query: string) => {
    const response = await bursar.get<Arrears>(`/api/finance/arrears?${query}`);
    expect(response.status).toBe(200);
    return response.body;
  };
  /** The page's students in the order read, each with its classroom. */
  const sequence = (arrears: Arrears): Row[] =>
    arrears.classrooms.flatMap((classroom) => classroom.students.map((student) => ({ ...student, classroomId: classroom.classroomId })));
  const account = async (studentId: number) => (await bursar.get<Account>(`/api/student-accounts/${studentId}`)).body;
  const pay = async (studentId: number, amount: number) => {
    const response = await bursar.post<Payment>('/api/payments', { studentId, sessionId: session.id, method: 'cash', amount });
    expect(response.status).toBe(201);
    return response.body;
  };

  beforeAll(async () => {
    h = await startHarness(dialect);
    bursar = await h.signIn('bursar');
    yearId = (await h.database.db.selectFrom('school_years').select('id').where('current', '=', 1).executeTakeFirstOrThrow()).id;
    session = (await bursar.post<CashSession>('/api/cash-sessions', { openingFloat: 0 })).body;
  });
  afterAll(() => h.close());

  it('cuts pages from the one ordered sequence, a classroom going on over the next page, with the whole figures on each', async () => {
    const whole = await list(`asOf=${AS_OF}&limit=1000`);
    const all = sequence(whole);
    expect(all.length).toBeGreaterThan(10);
    expect(whole.studentCount).toBe(all.length);
    expect(whole.totalOverdue).toBe(all.reduce((sum, student) => sum + student.totalOverdue, 0));

    // Classrooms in level order, then by name; each one's students in name order.
    const levels = await h.database.db
      .selectFrom('classrooms as c')
      .innerJoin('levels as l', 'l.id', 'c.level_id')
      .select(['c.id', 'l.position'])
      .where('c.school_year_id', '=', yearId)
      .execute();
    const positionOf = new Map(levels.map((row) => [row.id, row.position]));
    const positions = whole.classrooms.map((classroom) => positionOf.get(classroom.classroomId)!);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    const collator = new Intl.Collator('fr', { numeric: true });
    for (const classroom of whole.classrooms) {
      const names = classroom.students.map((student) => student.studentName);
      expect(names).toEqual([...names].sort(collator.compare));
      // Whole, every classroom's figures are its students'.
      expect(classroom.studentCount).toBe(classroom.students.length);
      expect(classroom.totalOverdue).toBe(classroom.students.reduce((sum, student) => sum + student.totalOverdue, 0));
      expect(classroom.balance).toBe(classroom.students.reduce((sum, student) => sum + student.balance, 0));
      expect(classroom.instalments.map((column) => column.totalOverdue)).toEqual(
        classroom.instalments.map((_, index) => classroom.students.reduce((sum, student) => sum + student.overdue[index], 0)),
      );
    }

    // Pages of 3 across the first classroom's end: the page holds the sequence's slice, grouped again.
    const firstSize = whole.classrooms[0].students.length;
    const skip = firstSize - 1;
    const page = await list(`asOf=${AS_OF}&limit=3&skip=${skip}`);
    expect(sequence(page)).toEqual(all.slice(skip, skip + 3));
    expect(page.classrooms.map((classroom) => classroom.classroomId)).toEqual(
      whole.classrooms.slice(0, 2).map((classroom) => classroom.classroomId),
    );
    expect(page.classrooms[0].students).toHaveLength(1);
    // A classroom cut by the page keeps its whole figures and columns, and the list its whole totals.
    expect(page.classrooms.map(({ students: _students, ...figures }) => figures)).toEqual(
      whole.classrooms.slice(0, 2).map(({ students: _students, ...figures }) => figures),
    );
    expect([page.studentCount, page.totalOverdue]).toEqual([whole.studentCount, whole.totalOverdue]);

    // Every page of 7 in turn gives the whole sequence back, each student once.
    const pages: Row[] = [];
    for (let from = 0; from < all.length; from += 7) pages.push(...sequence(await list(`asOf=${AS_OF}&limit=7&skip=${from}`)));
    expect(pages).toEqual(all);
    // Past the end: no classroom, the figures still the list's.
    const past = await list(`asOf=${AS_OF}&limit=7&skip=${all.length}`);
    expect(past.classrooms).toEqual([]);
    expect(past.studentCount).toBe(whole.studentCount);
  });

  it('pages 100 students by default and refuses a page larger than 1000', async () => {
    const first = await list(`asOf=${AS_OF}`);
    expect(sequence(first)).toEqual(sequence(await list(`asOf=${AS_OF}&limit=100&skip=0`)));
    expectEnvelope(await bursar.get(`/api/finance/arrears?limit=1001`), 400);
    expectEnvelope(await bursar.get(`/api/finance/arrears?skip=-1`), 400);
  });

  it('pages within a level or a classroom, its figures the filtered list’s', async () => {
    const whole = await list(`asOf=${AS_OF}&limit=1000`);
    const { classroomId } = whole.classrooms[1];
    const { level_id: levelId } = await h.database.db
      .selectFrom('classrooms')
      .select('level_id')
      .where('id', '=', classroomId)
      .executeTakeFirstOrThrow();
    const levelClassrooms = (await h.database.db.selectFrom('classrooms').select('id').where('level_id', '=', levelId).execute()).map(
      (row) => row.id,
    );
    const ofLevel = whole.classrooms.filter((classroom) => levelClassrooms.includes(classroom.classroomId));
    const level = await list(`asOf=${AS_OF}&levelId=${levelId}&limit=2&skip=1`);
    expect(sequence(level)).toEqual(sequence({ ...whole, classrooms: ofLevel }).slice(1, 3));
    expect(level.studentCount).toBe(ofLevel.reduce((sum, classroom) => sum + classroom.studentCount, 0));
    expect(level.totalOverdue).toBe(ofLevel.reduce((sum, classroom) => sum + classroom.totalOverdue, 0));

    const one = whole.classrooms[1];
    const classroom = await list(`asOf=${AS_OF}&classroomId=${classroomId}&limit=1&skip=1`);
    expect(sequence(classroom)).toEqual(sequence({ ...whole, classrooms: [one] }).slice(1, 2));
    expect([classroom.studentCount, classroom.totalOverdue]).toEqual([one.studentCount, one.totalOverdue]);
  });

  it('lists exactly the accounts with something overdue: part paid, paid then reversed, discounted, or paid off', async () => {
    const before = sequence(await list('limit=1000'));
    const [paidOff, reversed, partly, discounted, waived] = before.map((student) => student.studentId);
    const owed = async (studentId: number) => (await account(studentId)).totals.overdue;

    await pay(paidOff, await owed(paidOff));
    const refunded = await pay(reversed, await owed(reversed));
    const reversal = await bursar.post(`/api/payments/${refunded.id}/reversal`, {
      sessionId: session.id,
      amount: refunded.amount,
      reason: 'Chèque rejeté',
    });
    expect(reversal.status).toBe(201);
    await pay(partly, 1000);
    // 60 % off, taken from the latest instalments first: the tranches not yet due and part of the first, overdue, whose rest is still owed.
    const scholarship = { schoolYearId: yearId, feeTypeId: null, kind: 'percent', reason: 'Bourse' };
    expect((await bursar.post('/api/fee-discounts', { ...scholarship, studentId: discounted, percent: 60 })).status).toBe(201);
    // Everything off: nothing overdue, though the charges are far above what was paid.
    expect((await bursar.post('/api/fee-discounts', { ...scholarship, studentId: waived, percent: 100 })).status).toBe(201);

    const after = new Map(sequence(await list('limit=1000')).map((student) => [student.studentId, student]));
    expect(after.has(paidOff)).toBe(false);
    expect(after.has(waived)).toBe(false);
    for (const studentId of [reversed, partly, discounted]) expect(after.has(studentId)).toBe(true);
    expect(after.get(partly)!.totalOverdue).toBe(before[2].totalOverdue - 1000);
    expect(after.get(reversed)!.totalOverdue).toBe(before[1].totalOverdue);
    expect(after.get(discounted)!.totalOverdue).toBeLessThan(before[3].totalOverdue);

    // The oracle: every registered student's own account, judged the same day by the same rules.
    const registered = await h.database.db
      .selectFrom('registrations')
      .select('student_id')
      .where('school_year_id', '=', yearId)
      .where('status', '=', 'active')
      .execute();
    const expected = new Map<number, number>();
    for (const { student_id: studentId } of registered) {
      const { totals } = await account(studentId);
      if (totals.overdue > 0) expected.set(studentId, totals.overdue);
    }
    expect(new Map([...after].map(([studentId, student]) => [studentId, student.totalOverdue]))).toEqual(expected);
  });

  it('prints every student in the documents, not a page', async () => {
    const whole = sequence(await list(`asOf=${AS_OF}&limit=1000`));
    const last = whole[whole.length - 1];
    const pdf = await fetch(`${h.baseUrl}/api/finance/arrears/pdf?asOf=${AS_OF}&limit=1`, {
      headers: { authorization: `Bearer ${bursar.token}`, 'accept-language': 'en' },
    });
    expect(pdf.status).toBe(200);
    const text = pdfLines(Buffer.from(await pdf.arrayBuffer())).join('\n');
    for (const student of [whole[0], whole[Math.floor(whole.length / 2)], last]) expect(text).toContain(student.matricule);
  });
});
