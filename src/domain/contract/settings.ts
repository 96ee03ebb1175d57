/** The school's reference lists and settings, managed from the tools screen. */
import { OPTION_VALUE_TYPES } from '../options';
import { multilineTextField } from '../validation/checks';
import { msg, yup } from '../validation/yup';
import { resourceEndpoints } from './resource';
import { defineEndpoint } from './endpoint';

const READ = 'authenticated' as const;
const MANAGE = ['structure.manage'] as const;

/* Time parts --------------------------------------------------------------------------------- */

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export const timePartSchema = yup.object({
  id: yup.number().integer().required(),
  name: yup.string().required(),
  startsAt: yup.string().required(),
  endsAt: yup.string().required(),
  durationHours: yup.number().required(),
  position: yup.number().integer().required(),
});
export type TimePart = yup.InferType<typeof timePartSchema>;

export const timePartBody = yup.object({
  name: yup.string().trim().required().max(30),
  startsAt: yup.string().trim().required().matches(TIME),
  endsAt: yup
    .string()
    .trim()
    .required()
    .matches(TIME)
    .test('after', msg('validation.endsAfterStart'), function (value) {
      const { startsAt } = this.parent as { startsAt?: string };
      return !value || !startsAt || value > startsAt;
    }),
  durationHours: yup.number().min(0.25).max(12).required(),
  position: yup.number().integer().min(1).max(50).required(),
});
export type TimePartBody = yup.InferType<typeof timePartBody>;

export const timeParts = resourceEndpoints({
  path: '/api/time-parts',
  tag: 'Settings',
  noun: 'time part',
  nouns: 'time parts (periods of the school day) in order',
  item: timePartSchema,
  body: timePartBody,
  read: READ,
  manage: MANAGE,
  rules: 'Times are `HH:MM` and the end comes after the start. The duration in hours is what an absence in this period counts.',
  example: {
    item: { id: 1, name: '07:30-08:25', startsAt: '07:30', endsAt: '08:25', durationHours: 1, position: 1 },
    body: { name: '07:30-08:25', startsAt: '07:30', endsAt: '08:25', durationHours: 1, position: 1 },
  },
});

/* Observations ------------------------------------------------------------------------------- */

export const observationSchema = yup.object({
  id: yup.number().integer().required(),
  minMark: yup.number().required(),
  maxMark: yup.number().required(),
  grade: yup.string().required(),
  label: yup.string().required(),
});
export type Observation = yup.InferType<typeof observationSchema>;

export const observationBody = yup.object({
  minMark: yup.number().min(0).max(20).required(),
  maxMark: yup
    .number()
    .min(0)
    .max(20)
    .required()
    .test('above', msg('validation.maxAboveMin'), function (value) {
      const { minMark } = this.parent as { minMark?: number };
      return value === undefined || minMark === undefined || value > minMark;
    }),
  grade: yup.string().trim().required().max(10),
  label: yup.string().trim().required().max(100),
});
export type ObservationBody = yup.InferType<typeof observationBody>;

export const observations = resourceEndpoints({
  path: '/api/observations',
  tag: 'Settings',
  noun: 'observation',
  nouns: 'observations (the appreciation of an average), from the lowest band',
  item: observationSchema,
  body: observationBody,
  read: READ,
  manage: MANAGE,
  rules: 'A band covers marks from `minMark` (included) to `maxMark` (excluded, except 20); bands may not overlap (409).',
  example: {
    item: { id: 1, minMark: 10, maxMark: 12, grade: 'C', label: 'Passable' },
    body: { minMark: 10, maxMark: 12, grade: 'C', label: 'Passable' },
  },
});

/* Sanction types ----------------------------------------------------------------------------- */

export const SANCTION_UNITS = ['none', 'hours', 'days'] as const;

export const sanctionTypeSchema = yup.object({
  id: yup.number().integer().required(),
  code: yup.string().required(),
  name: yup.string().required(),
  unit: yup.string().required().oneOf(SANCTION_UNITS),
  position: yup.number().integer().required(),
});
export type SanctionType = yup.InferType<typeof sanctionTypeSchema>;

export const sanctionTypeBody = yup.object({
  code: yup
    .string()
    .trim()
    .uppercase()
    .required()
    .max(10)
    .matches(/^[A-Z0-9]+$/),
  name: yup.string().trim().required().max(100),
  unit: yup.string().required().oneOf(SANCTION_UNITS),
  position: yup.number().integer().min(1).max(50).required(),
});
export type SanctionTypeBody = yup.InferType<typeof sanctionTypeBody>;

export const sanctionTypes = resourceEndpoints({
  path: '/api/sanction-types',
  tag: 'Settings',
  noun: 'sanction type',
  nouns: 'sanction types in order of gravity',
  item: sanctionTypeSchema,
  body: sanctionTypeBody,
  read: READ,
  manage: MANAGE,
  rules: 'The code is unique (409). The unit says whether a sanction of this type lasts hours, days, or neither.',
  example: {
    item: { id: 3, code: 'CONS', name: 'Consigne', unit: 'hours', position: 3 },
    body: { code: 'CONS', name: 'Consigne', unit: 'hours', position: 3 },
  },
});

/* Metadata types (custom student fields) ----------------------------------------------------- */

export const METADATA_KINDS = ['text', 'number', 'date', 'choice'] as const;
export type MetadataKind = (typeof METADATA_KINDS)[number];

export const metadataTypeSchema = yup.object({
  id: yup.number().integer().required(),
  name: yup.string().required(),
  kind: yup.string().required().oneOf(METADATA_KINDS),
  choices: yup.array(yup.string().required()).required(),
});
export type MetadataType = yup.InferType<typeof metadataTypeSchema>;

export const metadataTypeBody = yup.object({
  name: yup.string().trim().required().max(60),
  kind: yup.string().required().oneOf(METADATA_KINDS),
  choices: yup
    .array(
      yup
        .string()
        .trim()
        .required()
        .max(60)
        .matches(/^[^;]*$/),
    )
    .max(50)
    .default([])
    .test('choices', msg('validation.choicesNeeded'), function (value) {
      return (this.parent as { kind?: string }).kind !== 'choice' || (value?.length ?? 0) > 0;
    }),
});
export type MetadataTypeBody = yup.InferType<typeof metadataTypeBody>;

export const metadataTypes = resourceEndpoints({
  path: '/api/metadata-types',
  tag: 'Settings',
  noun: 'metadata type',
  nouns: "metadata types (the school's custom fields on student records)",
  item: metadataTypeSchema,
  body: metadataTypeBody,
  read: READ,
  manage: MANAGE,
  rules: 'The name is unique (409). A `choice` field needs at least one choice.',
  example: {
    item: { id: 1, name: 'Groupe sanguin', kind: 'choice', choices: ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] },
    body: { name: 'Groupe sanguin', kind: 'choice', choices: ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] },
  },
});

/* Options ------------------------------------------------------------------------------------ */

export const optionSchema = yup.object({
  name: yup.string().required(),
  value: yup.string().defined(),
  value_type: yup.string().required().oneOf(OPTION_VALUE_TYPES),
});

export const optionsResponse = yup.object({ data: yup.array(optionSchema).required() });

export const listOptions = defineEndpoint({
  method: 'GET',
  path: '/api/options',
  tag: 'Settings',
  summary: "The school's options",
  description: 'Each option has a name, a value as text and its declared type (spec point 3).',
  access: READ,
  response: optionsResponse,
  errors: [401],
  example: { response: { data: [{ name: 'lmd_cc_rate', value: '30', value_type: 'double' }] } },
});

export const updateOptionsBody = yup.object({
  options: yup
    // A value may span lines (the letterhead's blocks); the options' rules hold the others to one line.
    .array(yup.object({ name: yup.string().trim().required().max(60), value: multilineTextField(500).defined() }).required())
    .required()
    .min(1)
    .max(100),
});
export type UpdateOptionsBody = yup.InferType<typeof updateOptionsBody>;

export const updateOptions = defineEndpoint({
  method: 'PUT',
  path: '/api/options',
  tag: 'Settings',
  summary: "Change some of the school's options",
  description:
    'Only existing options can be changed, and each value must read as its declared type: `bool` true or false, `int` a whole number, `double` a number, `array` semicolon-separated items (400 naming each bad option). The LMD rates are percentages from 0 to 100 that must add up to 100, and `lmd_resit_policy` is `replace` or `best`. Only `letterhead_left` and `letterhead_right` (the two blocks of the letterhead, a line each, at most 8) may hold line breaks. All changes are saved together or none.',
  access: ['settings.manage'],
  body: updateOptionsBody,
  response: optionsResponse,
  errors: [400, 401, 403],
  example: {
    body: {
      options: [
        { name: 'lmd_cc_rate', value: '40' },
        { name: 'lmd_sn_rate', value: '60' },
      ],
    },
    response: {
      data: [
        { name: 'lmd_cc_rate', value: '40', value_type: 'double' },
        { name: 'lmd_sn_rate', value: '60', value_type: 'double' },
      ],
    },
  },
});
