import type { StaffEntry } from '../../../../domain/contract/users';
import type { SelectOption } from '../components/fieldSpecs';

/**
 * The active teachers as picker options, plus whoever the records already name (a teacher since
 * disabled, or a list the user may not read): the picker must be able to show the current value.
 */
export function teacherOptions(
  teachers: Pick<StaffEntry, 'id' | 'firstName' | 'lastName'>[],
  named: { id: number | null; name: string | null }[],
): SelectOption[] {
  const options = new Map<number, string>();
  for (const teacher of teachers) options.set(teacher.id, `${teacher.firstName} ${teacher.lastName}`);
  for (const { id, name } of named) if (id !== null && !options.has(id)) options.set(id, name ?? `#${id}`);
  return [...options].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
}
