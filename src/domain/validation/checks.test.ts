import { DEFAULT_EMAIL_MESSAGE, DEFAULT_URL_MESSAGE, emailField, isEmail, isUrl, urlField } from './checks';

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
