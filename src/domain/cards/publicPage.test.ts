import { codeFromHash, publicAddressOf, publicPageAddress } from './publicPage';

describe("the public page's address", () => {
  it('is the page of its own, the code in the fragment, whatever the base looks like', () => {
    expect(publicPageAddress('https://school.example', 'K7QW3XH9MZ2P')).toBe(
      'https://school.example/public-page.html#/public-page?code=K7QW3XH9MZ2P',
    );
    expect(publicPageAddress('https://school.example/scola/', 'K7QW3XH9MZ2P')).toBe(
      'https://school.example/scola/public-page.html#/public-page?code=K7QW3XH9MZ2P',
    );
  });

  it('gives back the code the fragment carries, or nothing', () => {
    expect(codeFromHash(new URL(publicPageAddress('https://school.example', 'K7QW3XH9MZ2P')).hash)).toBe('K7QW3XH9MZ2P');
    expect(codeFromHash('#?code=k7qw-3xh9')).toBe('k7qw-3xh9');
    expect(codeFromHash('#/public-page')).toBeUndefined();
    expect(codeFromHash('')).toBeUndefined();
  });

  it("takes a school's public address typed in Tools only when it is an http(s) address with nothing to hide", () => {
    expect(publicAddressOf(' https://school.example/ ')).toBe('https://school.example');
    expect(publicAddressOf('http://192.168.1.10:3000/scola/')).toBe('http://192.168.1.10:3000/scola');
    for (const typed of [
      '',
      'school.example',
      'ftp://school.example',
      'javascript:alert(1)',
      'https://',
      'https://a b.example',
      'https://school.example/?x=1',
      'https://school.example/#x',
      'https://user:pw@school.example',
    ])
      expect(publicAddressOf(typed)).toBeUndefined();
  });

  it('reads the code only after a question mark, even the first character', () => {
    expect(codeFromHash('?code=K7QW')).toBe('K7QW');
    expect(codeFromHash('#code=K7QW')).toBeUndefined();
  });

  it('refuses an address with anything before or after it, a user name, or a port no server has', () => {
    for (const typed of [
      'see https://school.example',
      'https://school.example\nx',
      'https://user@school.example',
      'https://school.example:99999',
    ])
      expect([typed, publicAddressOf(typed)]).toEqual([typed, undefined]);
  });

  it('drops every final slash', () => {
    expect(publicAddressOf('https://school.example/scola//')).toBe('https://school.example/scola');
  });
});
