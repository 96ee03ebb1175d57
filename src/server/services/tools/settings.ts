/**
 * The school's reference lists: time parts, observations, sanction types and custom fields.
 */
import * as contract from '../../../domain/contract/settings';
import type { MetadataType, Observation, SanctionType, TimePart } from '../../../domain/contract/settings';
import { conflict } from '../../errors';
import { saveRow, tableResource } from '../shared/resources';

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

export const timeParts = tableResource({
  endpoints: contract.timeParts,
  entity: 'time_part',
  table: 'time_parts',
  toItem: toTimePart,
  order: ['position', 'starts_at'],
  duplicateKey: 'errors.duplicate',
  write: (trx, body, id) =>
    saveRow(
      trx,
      'time_parts',
      { name: body.name, starts_at: body.startsAt, ends_at: body.endsAt, duration_hours: body.durationHours, position: body.position },
      id,
    ),
});

export const observations = tableResource({
  endpoints: contract.observations,
  entity: 'observation',
  table: 'observations',
  toItem: toObservation,
  order: ['min_mark'],
  duplicateKey: 'errors.duplicate',
  async write(trx, body, id) {
    // Bands [min, max) must not overlap, or an average would get two appreciations.
    let overlapping = trx.selectFrom('observations').select('id').where('min_mark', '<', body.maxMark).where('max_mark', '>', body.minMark);
    if (id !== null) overlapping = overlapping.where('id', '!=', id);
    if (await overlapping.executeTakeFirst()) throw conflict('errors.observationOverlap', undefined, ['minMark', 'maxMark']);
    return saveRow(trx, 'observations', { min_mark: body.minMark, max_mark: body.maxMark, grade: body.grade, label: body.label }, id);
  },
});

export const sanctionTypes = tableResource({
  endpoints: contract.sanctionTypes,
  entity: 'sanction_type',
  table: 'sanction_types',
  toItem: (row) => row as SanctionType,
  order: ['position', 'id'],
  duplicateKey: 'errors.sanctionCodeTaken',
  duplicateField: 'code',
  write: (trx, body, id) =>
    saveRow(trx, 'sanction_types', { code: body.code, name: body.name, unit: body.unit, position: body.position }, id),
});

export const metadataTypes = tableResource({
  endpoints: contract.metadataTypes,
  entity: 'metadata_type',
  table: 'metadata_types',
  toItem: toMetadataType,
  order: ['id'],
  duplicateKey: 'errors.metadataNameTaken',
  duplicateField: 'name',
  write: (trx, body, id) =>
    saveRow(
      trx,
      'metadata_types',
      { name: body.name, kind: body.kind, choices: body.kind === 'choice' ? (body.choices ?? []).join(';') : '' },
      id,
    ),
});
