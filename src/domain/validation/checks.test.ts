import {
  DEFAULT_EMAIL_MESSAGE,
  DEFAULT_URL_MESSAGE,
  dateField,
  emailField,
  isEmail,
  isRealDate,
  isUrl,
  multilineTextField,
  passwordField,
  personNameField,
  phoneField,
  urlField,
} from './checks';

describe('the dialog facility checks', () => {
  it('accepts e-mail addresses whose top-level part has 2 to 24 letters', () => {
    expect(isEmail('secretariat@lycee-demo.cm')).toBe(true);
    expect(isEmail('a.b+c@mail.example.education')).toBe(true);
    expect(isEmail(`x@example.${'a'.repeat(24)}`)).toBe(true);
    expect(isEmail(`x@example.${'a'.repeat(25)}`)).toBe(false);
    expect(isEmail('x@example.c')).toBe(false);
    expect(isEmail('no-at-sign.cm')).toBe(false);
    expect(isEmail('two@@signs.cm')).toBe(false);
    expect(isEmail('space in@mail.cm')).toBe(false);
  });

  it('accepts http and https addresses only', () => {
    expect(isUrl('https://scola.example.cm/#/login')).toBe(true);
    expect(isUrl('http://localhost:8080')).toBe(true);
    expect(isUrl('ftp://example.com')).toBe(false);
    expect(isUrl('javascript:alert(1)')).toBe(false);
    expect(isUrl('not a url')).toBe(false);
  });

  it('keeps the default messages of the spec', () => {
    expect(DEFAULT_EMAIL_MESSAGE).toBe('Invalid email address');
    expect(DEFAULT_URL_MESSAGE).toBe('Invalid URL');
  });

  it('reports a bad e-mail with the translation key the catalogues hold', async () => {
    await expect(emailField().validate('bad@')).rejects.toMatchObject({ errors: [{ key: 'validation.email' }] });
    await expect(emailField().validate('')).resolves.toBe('');
  });

  it('leaves a nullable address that is null alone: an empty form field is sent as null', async () => {
    await expect(emailField().nullable().validate(null)).resolves.toBeNull();
    await expect(urlField().nullable().validate(null)).resolves.toBeNull();
    await expect(emailField().nullable().validate('x')).rejects.toMatchObject({ errors: [{ key: 'validation.email' }] });
  });
});

describe('the fields built on the checks', () => {
  const keyOf = async (promise: Promise<unknown>) =>
    promise.then(
      () => 'accepted',
      (error: { errors: ({ key: string } | string)[] }) =>
        error.errors.map((message) => (typeof message === 'string' ? message : message.key)).join(),
    );

  it('accepts an e-mail or URL with one-letter names, and holds the URL to the whole value', () => {
    expect(isEmail('x@a.cm')).toBe(true);
    expect(isUrl('https://a.example.cm')).toBe(true);
    expect(isUrl('https://x/path')).toBe(true);
    expect(isUrl('see https://x.cm')).toBe(false);
    expect(isUrl('https://x.cm and more')).toBe(false);
  });

  it('trims an e-mail and a URL, refuses a bad one by its key and an overlong one, and leaves an empty one alone', async () => {
    await expect(emailField().validate(' a@b.cm ')).resolves.toBe('a@b.cm');
    expect(await keyOf(emailField().validate(`${'a'.repeat(250)}@b.cm`))).not.toBe('accepted');
    await expect(urlField().validate(' https://x.cm ')).resolves.toBe('https://x.cm');
    await expect(urlField().validate('')).resolves.toBe('');
    expect(await keyOf(urlField().validate('x.cm'))).toBe('validation.url');
    expect(await keyOf(urlField().validate(`https://x.cm/${'a'.repeat(2040)}`))).not.toBe('accepted');
  });

  it('wants a password of 8 to 200 characters', async () => {
    await expect(passwordField().validate('12345678')).resolves.toBe('12345678');
    await expect(passwordField().validate('a'.repeat(200))).resolves.toBe('a'.repeat(200));
    expect(await keyOf(passwordField().validate('1234567'))).not.toBe('accepted');
    expect(await keyOf(passwordField().validate('a'.repeat(201)))).not.toBe('accepted');
    expect(await keyOf(passwordField().validate(undefined))).not.toBe('accepted');
  });

  it('wants a day that exists, written YYYY-MM-DD, and leaves an empty one alone', async () => {
    expect(isRealDate('2024-02-29')).toBe(true);
    for (const bad of ['2026-02-30', 'x2024-02-29', '2024-02-29x', '2024-2-9', ' 2024-02-29', '2024-02-29T00:00:00Z', '+002024-02-29'])
      expect([bad, isRealDate(bad)]).toEqual([bad, false]);
    await expect(dateField().validate(' 2024-02-29 ')).resolves.toBe('2024-02-29');
    await expect(dateField().validate('')).resolves.toBe('');
    await expect(dateField().nullable().validate(null)).resolves.toBeNull();
    expect(await keyOf(dateField().validate('2026-02-30'))).toBe('validation.date');
  });

  it('wants a phone number of digits, spaces, +, brackets and dashes only, up to 30', async () => {
    await expect(phoneField().validate(' +237 (6) 99-00 ')).resolves.toBe('+237 (6) 99-00');
    for (const bad of ['abc+237', '+237x', '1'.repeat(31)]) expect(await keyOf(phoneField().validate(bad))).not.toBe('accepted');
  });

  it('stores a name composed, trimmed, and leaves a null one alone', async () => {
    await expect(personNameField().validate(' Ame\u0301lie ')).resolves.toBe('Amélie');
    await expect(personNameField().nullable().validate(null)).resolves.toBeNull();
    expect(await keyOf(personNameField(5).validate('Amélie'))).not.toBe('accepted');
  });

  it('holds multi-line text to its length', async () => {
    await expect(multilineTextField(5).validate('a\nb')).resolves.toBe('a\nb');
    expect(await keyOf(multilineTextField(5).validate('a\nbcdef'))).not.toBe('accepted');
  });
});
