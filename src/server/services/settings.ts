/**
 * The school's reference lists: time parts, observations, sanction types and custom fields.
 */
import * as contract from '../../domain/contract/settings';
import type { MetadataType, Observation, SanctionType, TimePart } from '../../domain/contract/settings';
import { conflict } from '../errors';
import { pageOf } from './listQueries';
import { resourceHandlers, saveRow } from './resources';

const toTimePart = (row: {
  id: number;
  name: string;
  starts_at: string;
  ends_at: string;
  duration_hours: number;
  position: number;
}): TimePart => ({
  id: row.id,
  name: row.name,
  startsAt: row.starts_at,
  endsAt: row.ends_at,
  durationHours: Number(row.duration_hours),
  position: row.position,
});

const toObservation = (row: { id: number; min_mark: number; max_mark: number; grade: string; label: string }): Observation => ({
  id: row.id,
  minMark: Number(row.min_mark),
  maxMark: Number(row.max_mark),
  grade: row.grade,
  label: row.label,
});

const toMetadataType = (row: { id: number; name: string; kind: MetadataType['kind']; choices: string }): MetadataType => ({
  id: row.id,
  name: row.name,
  kind: row.kind,
  choices: row.choices ? row.choices.split(';') : [],
});

export const timeParts = resourceHandlers({
  endpoints: contract.timeParts,
  entity: 'time_part',
  duplicateKey: 'errors.duplicate',
  async list(d, query) {
    return pageOf(
      d.selectFrom('time_parts').selectAll().orderBy('position').orderBy('starts_at'),
      d.selectFrom('time_parts').select((eb) => eb.fn.countAll<number>().as('n')),
      query,
      toTimePart,
    );
  },
  async find(d, id) {
    const row = await d.selectFrom('time_parts').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toTimePart(row);
  },
  write: (trx, body, id) =>
    saveRow(
      trx,
      'time_parts',
      { name: body.name, starts_at: body.startsAt, ends_at: body.endsAt, duration_hours: body.durationHours, position: body.position },
      id,
    ),
  async remove(trx, id) {
    await trx.deleteFrom('time_parts').where('id', '=', id).execute();
  },
});

export const observations = resourceHandlers({
  endpoints: contract.observations,
  entity: 'observation',
  duplicateKey: 'errors.duplicate',
  async list(d, query) {
    return pageOf(
      d.selectFrom('observations').selectAll().orderBy('min_mark'),
      d.selectFrom('observations').select((eb) => eb.fn.countAll<number>().as('n')),
      query,
      toObservation,
    );
  },
  async find(d, id) {
    const row = await d.selectFrom('observations').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toObservation(row);
  },
  async write(trx, body, id) {
    // Bands [min, max) must not overlap, or an average would get two appreciations.
    let overlapping = trx.selectFrom('observations').select('id').where('min_mark', '<', body.maxMark).where('max_mark', '>', body.minMark);
    if (id !== null) overlapping = overlapping.where('id', '!=', id);
    if (await overlapping.executeTakeFirst()) throw conflict('errors.observationOverlap', undefined, ['minMark', 'maxMark']);
    return saveRow(trx, 'observations', { min_mark: body.minMark, max_mark: body.maxMark, grade: body.grade, label: body.label }, id);
  },
  async remove(trx, id) {
    await trx.deleteFrom('observations').where('id', '=', id).execute();
  },
});

export const sanctionTypes = resourceHandlers({
  endpoints: contract.sanctionTypes,
  entity: 'sanction_type',
  duplicateKey: 'errors.sanctionCodeTaken',
  duplicateField: 'code',
  async list(d, query) {
    return pageOf(
      d.selectFrom('sanction_types').selectAll().orderBy('position').orderBy('id'),
      d.selectFrom('sanction_types').select((eb) => eb.fn.countAll<number>().as('n')),
      query,
      (row) => row as SanctionType,
    );
  },
  async find(d, id) {
    return (await d.selectFrom('sanction_types').selectAll().where('id', '=', id).executeTakeFirst()) as SanctionType | undefined;
  },
  write: (trx, body, id) =>
    saveRow(trx, 'sanction_types', { code: body.code, name: body.name, unit: body.unit, position: body.position }, id),
  async remove(trx, id) {
    await trx.deleteFrom('sanction_types').where('id', '=', id).execute();
  },
});

export const metadataTypes = resourceHandlers({
  endpoints: contract.metadataTypes,
  entity: 'metadata_type',
  duplicateKey: 'errors.metadataNameTaken',
  duplicateField: 'name',
  async list(d, query) {
    return pageOf(
      d.selectFrom('metadata_types').selectAll().orderBy('id'),
      d.selectFrom('metadata_types').select((eb) => eb.fn.countAll<number>().as('n')),
      query,
      toMetadataType,
    );
  },
  async find(d, id) {
    const row = await d.selectFrom('metadata_types').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toMetadataType(row);
  },
  write: (trx, body, id) =>
    saveRow(
      trx,
      'metadata_types',
      { name: body.name, kind: body.kind, choices: body.kind === 'choice' ? (body.choices ?? []).join(';') : '' },
      id,
    ),
  async remove(trx, id) {
    await trx.deleteFrom('metadata_types').where('id', '=', id).execute();
  },
});
