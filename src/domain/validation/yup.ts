/**
 * yup with messages that are translation keys, not English sentences: the same schema validates a
 * form on the client (translated into the user's language) and a body on the server (answered in
 * English from the en catalogue). Domain schemas import yup from here so the locale is set first.
 */
import * as yup from 'yup';

export interface ValidationMessage {
  key: string;
  values?: Record<string, string | number>;
}

const message =
  (key: string, pick: string[] = []) =>
  (params: object): ValidationMessage => {
    const values: Record<string, string | number> = {};
    for (const name of pick) {
      const value = (params as Record<string, unknown>)[name];
      if (typeof value === 'number' || typeof value === 'string') values[name] = value;
      else if (Array.isArray(value)) values[name] = value.join(', ');
    }
    return { key, values };
  };

yup.setLocale({
  mixed: {
    default: message('validation.invalid'),
    required: message('validation.required'),
    defined: message('validation.required'),
    notNull: message('validation.required'),
    oneOf: message('validation.oneOf', ['values']),
    notType: message('validation.notType', ['type']),
  },
  string: {
    min: message('validation.minLength', ['min']),
    max: message('validation.maxLength', ['max']),
    length: message('validation.length', ['length']),
    matches: message('validation.pattern'),
    email: message('validation.email'),
    url: message('validation.url'),
  },
  number: {
    min: message('validation.min', ['min']),
    max: message('validation.max', ['max']),
    integer: message('validation.integer'),
    positive: message('validation.positive'),
  },
  array: {
    min: message('validation.minItems', ['min']),
    max: message('validation.maxItems', ['max']),
  },
});

export const msg = message;
export { yup };
