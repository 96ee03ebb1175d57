import { createIntl } from 'react-intl';
import { loadCatalogue } from '../../testing/catalogues';
import { formRefusalOf, ownsPathsOf } from './serverErrors';

const intl = createIntl({ locale: 'en', messages: loadCatalogue('en') });
const owns = ownsPathsOf({ matricule: '', lastName: '', customFields: {} });
const refusal = (status: number, data: unknown) => formRefusalOf({ status, data }, intl, { owns });

describe('formRefusalOf', () => {
  it('puts the fields a 400 or a 409 names on their inputs', () => {
    expect(refusal(409, { statusCode: 409, error: 'Conflict', message: 'Taken.', fields: { matricule: 'Taken.' } })).toEqual({
      fields: { matricule: 'Taken.' },
    });
    expect(refusal(400, { statusCode: 400, message: 'Check.', fields: { lastName: 'Required', 'customFields.3': 'A number' } })).toEqual({
      fields: { lastName: 'Required', 'customFields.3': 'A number' },
    });
  });

  it('tells a field the form does not show by its message alone, never by its name', () => {
    expect(refusal(400, { statusCode: 400, message: 'Check.', fields: { lastName: 'Required', schoolId: 'Unknown school' } })).toEqual({
      fields: { lastName: 'Required' },
      message: 'Unknown school',
    });
  });

  it('tells a 409 that names no field on the form, with the catalogue as a fallback', () => {
    expect(refusal(409, { statusCode: 409, message: 'The classroom is full.' })).toEqual({ fields: {}, message: 'The classroom is full.' });
    expect(refusal(409, undefined)?.message).toBe(intl.formatMessage({ id: 'errors.conflict' }));
  });

  it('says how long to wait on a 429, from the envelope', () => {
    expect(refusal(429, { statusCode: 429, retryAfter: 61 })).toEqual({
      fields: {},
      message: 'Too many attempts. Try again in 2 minutes.',
    });
    expect(refusal(429, { statusCode: 429 })?.message).toBe('Too many attempts. Please wait a few minutes and try again.');
    expect(formRefusalOf({ status: 429, data: { retryAfter: 60 } }, intl, { owns, tooManyId: 'login.locked' })?.message).toMatch(
      /locked .* 1 minute\.$/,
    );
  });

  it('leaves to the dialog what no form explains: a 400 without fields, 401, 403, 404, 5xx, the network', () => {
    expect(refusal(400, { statusCode: 400, error: 'invalid_grant', message: 'Wrong username or password' })).toBeNull();
    for (const status of [401, 403, 404, 500, 503]) expect(refusal(status, { statusCode: status, message: 'No.' })).toBeNull();
    expect(formRefusalOf({ status: 'FETCH_ERROR', error: 'Failed to fetch' }, intl, { owns })).toBeNull();
    expect(formRefusalOf(undefined, intl, { owns })).toBeNull();
  });

  it('reads a raw envelope as well as an RTK Query error', () => {
    expect(formRefusalOf({ statusCode: 409, message: 'Taken.', fields: { matricule: 'Taken.' } }, intl, { owns })).toEqual({
      fields: { matricule: 'Taken.' },
    });
  });
});
