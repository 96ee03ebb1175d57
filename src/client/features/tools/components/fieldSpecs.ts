/**
 * A record form described as data: which inputs, in which order, and how their text becomes what
 * the contract's body schema expects. Forms hold strings (what inputs give); `prepareValues` turns
 * them into the body's types before the schema checks them, so an empty number reads as missing
 * ("required"), not as NaN ("invalid").
 */
import type { AnyObjectSchema } from 'yup';

export interface SelectOption {
  value: string | number;
  /** Already translated (names of records, or intl.formatMessage of an enum). */
  label: string;
}

interface BaseField<V> {
  name: keyof V & string;
  /** Catalogue id of the label. */
  labelId: string;
  required?: boolean;
  /** Catalogue id of a hint under the input (replaced by the error when there is one). */
  helperId?: string;
  /** A hidden field is left out of the body. */
  hidden?: (values: V) => boolean;
}

export type FieldSpec<V> = BaseField<V> &
  (
    | { kind: 'text' | 'date' | 'time' }
    | { kind: 'number'; step?: number }
    | {
        kind: 'select';
        options: SelectOption[];
        /** The value is a record id: sent as a number. */
        numeric?: boolean;
        /** Adds an empty choice with this label, sent as null. */
        noneLabelId?: string;
      }
    /** One of the options, or any text typed in an extra input. */
    | { kind: 'choiceOrText'; options: SelectOption[] }
    | { kind: 'switch' }
    /** A semicolon-separated list, shown as chips and sent as an array of strings. */
    | { kind: 'list' }
  );

export const splitList = (text: string): string[] =>
  text
    .split(';')
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** Form strings to body types, as described by the fields. */
export function prepareValues<V extends object>(values: V, fields: FieldSpec<V>[]): Record<string, unknown> {
  const prepared: Record<string, unknown> = { ...(values as Record<string, unknown>) };
  for (const field of fields) {
    const value = prepared[field.name];
    if (field.hidden?.(values)) {
      prepared[field.name] = undefined;
      continue;
    }
    const blank = value === '' || value === null || value === undefined;
    switch (field.kind) {
      case 'number':
        prepared[field.name] = blank ? undefined : value;
        break;
      case 'select':
        if (blank) prepared[field.name] = field.noneLabelId ? null : undefined;
        else if (field.numeric) prepared[field.name] = Number(value);
        break;
      case 'list':
        prepared[field.name] = typeof value === 'string' ? splitList(value) : value;
        break;
      default:
        break;
    }
  }
  return prepared;
}

/** The contract's body schema, fed with prepared values: the form checks exactly what the server checks. */
export const formSchema = <V extends object>(
  body: AnyObjectSchema,
  fields: FieldSpec<V>[],
  prepare?: (values: Record<string, unknown>) => Record<string, unknown>,
) =>
  body.clone().transform((value: unknown) => {
    if (value === null || typeof value !== 'object') return value;
    const prepared = prepareValues(value as V, fields);
    return prepare ? prepare(prepared) : prepared;
  });
