import { backoffSeconds, fillTemplate, idempotencyKey, isPermanentSmtpCode, isPermanentStatus } from './outbox';

describe('the outbox rules', () => {
  const values = { phone: '+237 677 12 34 56', text: 'Élève "absent" & retard\nMerci', id: 'scola-notice-7' };

  it('JSON-escapes the values of a JSON template, so a quote or new line never breaks the body', () => {
    const body = fillTemplate('{"to":"{phone}","message":"{text}","ref":"{id}"}', values);
    expect(JSON.parse(body)).toEqual({ to: values.phone, message: values.text, ref: values.id });
  });

  it('URL-encodes the values of a form body or a URL', () => {
    expect(fillTemplate('to={phone}&msg={text}', values)).toBe(
      `to=${encodeURIComponent(values.phone)}&msg=${encodeURIComponent(values.text)}`,
    );
    expect(fillTemplate('https://sms.example/send?to={phone}&id={id}', values, 'url')).toBe(
      'https://sms.example/send?to=%2B237%20677%2012%2034%2056&id=scola-notice-7',
    );
  });

  it('gives every attempt of a notice the same key', () => {
    expect(idempotencyKey(42)).toBe('scola-notice-42');
  });

  it('doubles the wait after each failure, up to a ceiling', () => {
    expect([1, 2, 3, 4].map((n) => backoffSeconds(n))).toEqual([30, 60, 120, 240]);
    expect(backoffSeconds(30)).toBe(3600);
    expect(backoffSeconds(3, 0.1, 10)).toBeCloseTo(0.4);
  });

  it('retries what the gateway or the mail server may yet accept, fails at once what it never will', () => {
    expect([400, 401, 404, 422].every(isPermanentStatus)).toBe(true);
    expect([408, 429, 500, 502, 503].some(isPermanentStatus)).toBe(false);
    expect(isPermanentSmtpCode(550)).toBe(true);
    expect(isPermanentSmtpCode(451)).toBe(false);
    expect([200, 302, 399].some(isPermanentStatus)).toBe(false);
    expect(isPermanentStatus(499)).toBe(true);
    expect([500, 599].every(isPermanentSmtpCode)).toBe(true);
    expect([250, 499, 600, undefined].some(isPermanentSmtpCode)).toBe(false);
    expect(isPermanentSmtpCode(undefined)).toBe(false);
  });
});
