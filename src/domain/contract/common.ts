import { isPeriodInRange, type PeriodType } from '../grading/periods';
import { msg, yup } from '../validation/yup';

/** The file types answers carry besides JSON. */
export const PDF_TYPE = 'application/pdf';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The error envelope every failure answers with. */
export const errorSchema = yup.object({
  statusCode: yup.number().integer().required(),
  error: yup.string().required(),
  message: yup.string().required(),
  fields: yup.object().optional(),
  /** On a 429: the seconds to wait before trying again, as the Retry-After header says. */
  retryAfter: yup.number().integer().min(1).optional(),
});
export type ErrorBody = yup.InferType<typeof errorSchema> & { fields?: Record<string, string> };

/** Ids are 32-bit integers on both databases: a larger number is a bad request, not a server error. */
export const ID_MAX = 2_147_483_647;
export const idParams = yup.object({ id: yup.number().integer().min(1).max(ID_MAX).required() });

/** List convention for every resource: limit (default 100, at most 1000), skip, then filters. */
export const LIST_DEFAULT_LIMIT = 100;
export const LIST_MAX_LIMIT = 1000;
export const listQuery = yup.object({
  limit: yup.number().integer().min(1).max(LIST_MAX_LIMIT).default(LIST_DEFAULT_LIMIT),
  // Bounded like an id: an offset past any table's size is still a number the databases accept.
  skip: yup.number().integer().min(0).max(ID_MAX).default(0),
});

export const listOf = <T extends yup.AnyObject>(item: yup.ObjectSchema<T>) =>
  yup.object({ data: yup.array(item).required(), total: yup.number().integer().required() });

export const messageResponse = yup.object({ message: yup.string().required() });

/** An object whose keys are data, not declared fields (custom fields, audit snapshots): sent whole. */
export const freeObject = () => yup.object().meta({ jsonSchema: { additionalProperties: true } });

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The same in a request body: kept whole by validation (stripUnknown would empty a plain object). */
export const freeRecord = <T extends Record<string, unknown>>() =>
  yup.mixed<T>((value): value is T => isRecord(value)).meta({ jsonSchema: { type: 'object', additionalProperties: true } });

/** A `{periodType}/{period}` pair (report cards, statistics): the period must exist for its type. */
export const periodFields = (periodTypes: readonly PeriodType[]) => ({
  periodType: yup.string().required().oneOf(periodTypes),
  period: yup
    .number()
    .integer()
    .required()
    .test('period-in-range', msg('validation.periodOutOfRange'), function check(value) {
      return isPeriodInRange(this.parent.periodType as PeriodType, value);
    }),
});
