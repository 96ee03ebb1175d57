import { optionProblems } from '../../../domain/optionRules';
import { OptionReader, type Option } from '../../../domain/options';
import type { ValidationMessage } from '../../../domain/validation/yup';
import { lockFor } from '../../db/locks';
import type { Db } from '../../db/schema';
import { HttpError } from '../../errors';
import { audit } from './audit';

/** The school's options, by name: what the settings screen lists and the current user carries. */
export async function listOptions(db: Db): Promise<Option[]> {
  return (await db.selectFrom('options').select(['name', 'value', 'value_type']).orderBy('name').execute()) as Option[];
}

/** The options as typed values, for the rules that depend on them (grading, LMD rates). */
export async function readOptions(db: Db): Promise<OptionReader> {
  return new OptionReader(await listOptions(db));
}

/**
 * Changes some options' values, checked together against the others (the LMD rates add up to
 * 100), each change audited; every bad one is named at once and nothing is written then.
 */
export async function updateOptions(db: Db, userId: number, changes: readonly { name: string; value: string }[]): Promise<Option[]> {
  return db.transaction().execute(async (trx) => {
    // One change at a time: each is checked against the options as the other left them.
    await lockFor(trx, 'options');
    const current = await listOptions(trx);
    const byName = new Map(current.map((option) => [option.name, option]));
    // A Map, not an object: a name such as `__proto__` set on a plain object changes its prototype
    // instead of adding a field, and the change was then neither refused nor saved.
    const fields = new Map<string, ValidationMessage>();
    for (const change of changes) if (!byName.has(change.name)) fields.set(change.name, { key: 'validation.optionUnknown' });
    const next = current.map((option) => {
      const change = changes.find((candidate) => candidate.name === option.name);
      return change ? { ...option, value: change.value.trim() } : option;
    });
    for (const problem of optionProblems(next)) fields.set(problem.name, { key: problem.key, values: problem.values });
    if (fields.size) throw new HttpError(400, 'errors.validation', {}, undefined, Object.fromEntries(fields));
    for (const option of next) {
      const before = byName.get(option.name)!;
      if (before.value === option.value) continue;
      await trx.updateTable('options').set({ value: option.value }).where('name', '=', option.name).execute();
      await audit(trx, { userId, action: 'update', entity: 'option', entityId: option.name, before, after: option });
    }
    return listOptions(trx);
  });
}
