/** The school as every document's heading names it. */
import type { Db } from '../db/schema';

export interface DocumentSchool {
  name: string;
  address: string | null;
  phone: string | null;
  email: string | null;
}

export async function loadSchool(db: Db): Promise<DocumentSchool> {
  const school = await db.selectFrom('school').select(['name', 'address', 'phone', 'email']).orderBy('id').executeTakeFirst();
  return school ?? { name: '', address: null, phone: null, email: null };
}

/** Address, phone and e-mail on one line. */
export const contactLine = (school: DocumentSchool): string => [school.address, school.phone, school.email].filter(Boolean).join('  ·  ');
