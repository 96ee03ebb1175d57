/**
 * The school's custom fields on a student record (metadata types): values are keyed by the type's
 * id and must fit its kind. Shared by the student form, the import and the server.
 */
import type { MetadataKind } from '../contract/settings';
import { isRealDate } from '../validation/checks';
import type { ValidationMessage } from '../validation/yup';

export interface FieldType {
  id: number;
  name: string;
  kind: MetadataKind;
  choices: readonly string[];
}

export type CustomValue = string | number | null;

export const CUSTOM_TEXT_MAX = 200;

export interface CustomFieldsCheck {
  /** The values to store: trimmed, numbers as numbers, empty ones left out. */
  values: Record<string, string | number>;
  /** Problems keyed `customFields.<id>`, as form fields are. */
  problems: Record<string, ValidationMessage>;
}

export function checkCustomFields(types: readonly FieldType[], input: Record<string, unknown>): CustomFieldsCheck {
  const values: Record<string, string | number> = {};
  const problems: Record<string, ValidationMessage> = {};
  const byId = new Map(types.map((type) => [String(type.id), type]));
  for (const [key, raw] of Object.entries(input ?? {})) {
    const field = `customFields.${key}`;
    const type = byId.get(key);
    if (!type) {
      problems[field] = { key: 'validation.customFieldUnknown' };
      continue;
    }
    if (raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '')) continue;
    if (typeof raw !== 'string' && typeof raw !== 'number') {
      problems[field] = { key: 'validation.invalid' };
      continue;
    }
    const text = String(raw).trim();
    switch (type.kind) {
      case 'number': {
        const value = Number(text.replace(',', '.'));
        if (Number.isFinite(value)) values[key] = value;
        else problems[field] = { key: 'validation.optionNumber' };
        break;
      }
      case 'date':
        if (isRealDate(text)) values[key] = text;
        else problems[field] = { key: 'validation.date' };
        break;
      case 'choice':
        if (type.choices.includes(text)) values[key] = text;
        else problems[field] = { key: 'validation.oneOf', values: { values: type.choices.join(', ') } };
        break;
      default:
        if (text.length > CUSTOM_TEXT_MAX) problems[field] = { key: 'validation.maxLength', values: { max: CUSTOM_TEXT_MAX } };
        else values[key] = text;
    }
  }
  return { values, problems };
}
