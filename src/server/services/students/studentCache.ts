import type { Student } from '../../../domain/contract/students';
import { STUDENT_VIEW_COUNT, type StudentView } from '../../../domain/students/fieldAccess';
import type { Db } from '../../db/schema';
import type { SerialisedJson } from '../../http/contract';
import { studentRowsByIds, toStudent } from './students';

type Serialised = SerialisedJson<Student>;

/**
 * The most bytes of serialised students kept, whatever the school's size (issue 31): about 750
 * bytes a student as the whole record shows (more with many custom fields), so some 40,000
 * students once per view; the oldest read go first. A university of 70,000 pages through more
 * than that, and pays a database read for what fell out, not memory that grows with it.
 */
export const STUDENT_CACHE_BYTES = 32 * 1024 * 1024;
/** What a kept student costs beyond its bytes: the map entry, the key, the Buffer's object. */
const ENTRY_OVERHEAD = 120;

/**
 * Students as the API shows them, serialised, placed in one school year, and kept while the
 * students' change counter stays where it was when they were read. A page of 50 costs SQLite more
 * in making row objects than in finding them, and serialising it costs as much again; staff page
 * back and forth through the same lists far more often than they change a student, and any change
 * (in any process: the counter is in the database) empties the cache.
 *
 * Each student is kept once per view that asked for them (what a caller may read of a student,
 * see studentViews.ts), written by that view's serialiser: a teacher's page never carries a field
 * only the secretary's may, and neither costs a serialisation per request.
 */
export class StudentCache {
  private year = 0;
  private version = -1;
  /** Keyed by `id × STUDENT_VIEW_COUNT + view`: one map, one age order and one capacity for all views. */
  private readonly students = new Map<number, Serialised>();
  private kept = 0;

  constructor(
    private readonly serialiserOf: (view: StudentView) => (student: Student) => Serialised,
    private readonly budget = STUDENT_CACHE_BYTES,
  ) {}

  /** The bytes kept now, counted as the budget counts them. */
  get bytes(): number {
    return this.kept;
  }

  /** The students of `ids` that exist, in the order of `ids`, as `view` shows them; `version` is the counter read before. */
  async get(db: Db, ids: readonly number[], schoolYearId: number, version: number, view: StudentView): Promise<Serialised[]> {
    if (version > this.version) {
      this.students.clear();
      this.kept = 0;
      this.version = version;
      this.year = schoolYearId;
    }
    // An answer read at an older counter, or for another year, is not kept: it may be stale.
    const current = () => version === this.version && schoolYearId === this.year;
    const key = (id: number) => id * STUDENT_VIEW_COUNT + view;
    const found = ids.map((id) => (current() ? this.students.get(key(id)) : undefined));
    const missing = ids.filter((_, index) => !found[index]);
    if (!missing.length) return found as Serialised[];

    const read = new Map<number, Serialised>();
    const rows = await studentRowsByIds(db, schoolYearId, missing);
    const store = current();
    const serialise = this.serialiserOf(view);
    for (const row of rows) {
      const student = serialise(toStudent(row, schoolYearId || null));
      read.set(row.id, student);
      if (store) this.remember(key(row.id), student);
    }
    return ids.map((id, index) => found[index] ?? read.get(id)).filter((student): student is Serialised => student !== undefined);
  }

  private remember(key: number, student: Serialised): void {
    const cost = (entry: Serialised) => entry.bytes.length + ENTRY_OVERHEAD;
    const previous = this.students.get(key);
    if (previous) {
      this.students.delete(key);
      this.kept -= cost(previous);
    }
    while (this.students.size && this.kept + cost(student) > this.budget) {
      const [oldest, entry] = this.students.entries().next().value as [number, Serialised];
      this.students.delete(oldest);
      this.kept -= cost(entry);
    }
    this.students.set(key, student);
    this.kept += cost(student);
  }
}
