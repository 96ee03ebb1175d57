/**
 * The place a list was filtered to, by name: the classroom chosen, else its level. What the file
 * of that list is named for (domain/fileNames.ts), as the screen that chose it names it.
 */
import type { Db } from '../../db/schema';

export async function placeName(db: Db, filter: { classroomId?: number | null; levelId?: number | null }): Promise<string | undefined> {
  if (filter.classroomId)
    return (await db.selectFrom('classrooms').select('name').where('id', '=', filter.classroomId).executeTakeFirst())?.name;
  if (filter.levelId) return (await db.selectFrom('levels').select('name').where('id', '=', filter.levelId).executeTakeFirst())?.name;
  return undefined;
}
