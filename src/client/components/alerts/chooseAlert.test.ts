import { chooseAlert, statusOf } from './chooseAlert';

const failure = (status: number, data?: unknown) => ({ status, data });

describe('chooseAlert', () => {
  it.each([
    [404, '404'],
    [401, '401'],
    [400, '400'],
    [500, '500'],
    [503, '500'],
    [403, '500'],
    [409, '500'],
  ])('picks the %s dialog family %s', (status, family) => {
    expect(chooseAlert(failure(status)).family).toBe(family);
  });

  it('treats network and parsing failures as the 500 family', () => {
    expect(chooseAlert({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toEqual({
      family: '500',
      message: undefined,
      fields: [],
    });
    expect(chooseAlert({ status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'x' }).family).toBe('500');
    expect(chooseAlert(undefined).family).toBe('500');
    expect(statusOf({ status: 0 })).toBe(0);
  });

  it("uses the error's own message when there is one, else leaves the default to the dialog", () => {
    expect(chooseAlert(failure(404, { statusCode: 404, error: 'Not Found', message: 'User not found' })).message).toBe('User not found');
    expect(chooseAlert(failure(404, { statusCode: 404, error: 'Not Found', message: '  ' })).message).toBeUndefined();
    expect(chooseAlert(failure(500)).message).toBeUndefined();
  });

  it('reads a raw server body as well as an RTK Query error', () => {
    expect(chooseAlert({ statusCode: 401, error: 'Unauthorized', message: 'Please sign in' })).toEqual({
      family: '401',
      message: 'Please sign in',
      fields: [],
    });
  });

  it('lists the field messages of a 400', () => {
    const alert = chooseAlert(
      failure(400, {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Some fields are invalid',
        fields: { email: 'Invalid email address', phone: 'Invalid format' },
      }),
    );
    expect(alert.fields).toEqual([
      { field: 'email', message: 'Invalid email address' },
      { field: 'phone', message: 'Invalid format' },
    ]);
  });
});
