import { apiUrl, readCookie, requestHeaders, type HeaderInput } from './baseApi';

const ORIGIN = 'http://localhost';
const base: HeaderInput = { method: 'GET', url: `${ORIGIN}/api/user`, token: null, xsrfToken: 'xsrf-value', pageOrigin: ORIGIN };

describe('requestHeaders', () => {
  it('asks for JSON and sends no Authorization without a stored token', () => {
    expect(requestHeaders(base)).toEqual({ Accept: 'application/json' });
  });

  it('sends the bearer token when one is stored', () => {
    expect(requestHeaders({ ...base, token: 'abc' })).toMatchObject({ Authorization: 'Bearer abc' });
  });

  it("declares the body's type only when there is one", () => {
    expect(requestHeaders({ ...base, method: 'POST', contentType: 'application/json' })['Content-Type']).toBe('application/json');
    expect(requestHeaders({ ...base, method: 'PUT', contentType: 'image/jpeg' })['Content-Type']).toBe('image/jpeg');
    expect(requestHeaders({ ...base, method: 'POST' })['Content-Type']).toBeUndefined();
  });

  it('sends the anti-forgery header on non-GET calls to the same origin only', () => {
    expect(requestHeaders(base)['X-XSRF-TOKEN']).toBeUndefined();
    for (const method of ['POST', 'PUT', 'DELETE', 'patch']) {
      expect(requestHeaders({ ...base, method })['X-XSRF-TOKEN']).toBe('xsrf-value');
    }
    expect(requestHeaders({ ...base, method: 'POST', url: 'https://elsewhere.example/api/user' })['X-XSRF-TOKEN']).toBeUndefined();
  });

  it('sends no anti-forgery header when there is no cookie', () => {
    expect(requestHeaders({ ...base, method: 'POST', xsrfToken: undefined })['X-XSRF-TOKEN']).toBeUndefined();
  });

  it('names the interface language when it is known', () => {
    expect(requestHeaders({ ...base, language: 'fr' })['Accept-Language']).toBe('fr');
  });
});

describe('readCookie', () => {
  it('finds one cookie among several and decodes it', () => {
    expect(readCookie('XSRF-TOKEN', 'a=1; XSRF-TOKEN=x%2By%3D; b=2')).toBe('x+y=');
    expect(readCookie('XSRF-TOKEN', 'a=1')).toBeUndefined();
  });
});

describe('apiUrl', () => {
  it('joins paths to the same-origin base and leaves absolute URLs alone', () => {
    expect(apiUrl('/api/user')).toBe(`${ORIGIN}/api/user`);
    expect(apiUrl('api/user')).toBe(`${ORIGIN}/api/user`);
    expect(apiUrl('https://api.example/x')).toBe('https://api.example/x');
  });
});
