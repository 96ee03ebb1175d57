import { DEFAULT_SMS_BODY, parseHeaders, readConfig } from './config';

describe('the SMS gateway settings', () => {
  it('are off without a URL: SMS notices then wait in the outbox', () => {
    expect(readConfig({}).smsGateway).toBeUndefined();
  });

  it('read the method, body template, headers, token and timeout, with defaults', () => {
    expect(readConfig({ SMS_GATEWAY_URL: 'https://sms.example.cm/send' }).smsGateway).toEqual({
      url: 'https://sms.example.cm/send',
      method: 'POST',
      body: DEFAULT_SMS_BODY,
      headers: {},
      timeoutMs: 10_000,
    });
    expect(
      readConfig({
        SMS_GATEWAY_URL: 'https://sms.example.cm/send?to={phone}',
        SMS_GATEWAY_METHOD: 'get',
        SMS_GATEWAY_BODY: 'to={phone}&msg={text}',
        SMS_GATEWAY_HEADERS: 'X-Account: lycee; X-Sender: LYCEE',
        SMS_GATEWAY_TOKEN: 'secret',
        SMS_GATEWAY_TIMEOUT_MS: '3000',
      }).smsGateway,
    ).toEqual({
      url: 'https://sms.example.cm/send?to={phone}',
      method: 'GET',
      body: 'to={phone}&msg={text}',
      headers: { 'X-Account': 'lycee', 'X-Sender': 'LYCEE', Authorization: 'Bearer secret' },
      timeoutMs: 3000,
    });
  });

  it('take headers as lines or as a JSON object', () => {
    expect(parseHeaders('A: 1\nB: two: parts')).toEqual({ A: '1', B: 'two: parts' });
    expect(parseHeaders('{"X-Key":"k"}')).toEqual({ 'X-Key': 'k' });
    expect(parseHeaders(undefined)).toEqual({});
  });
});
