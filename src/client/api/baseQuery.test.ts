import { configureStore } from '@reduxjs/toolkit';
import { auth } from '../../domain/contract';
import { mockFetch } from '../testing/fetchMock';
import { baseApi } from './baseApi';
import { contractRequest } from './contractRequest';
import { storeToken } from './token';

// One endpoint that sends whatever request it is given, so each test checks what baseQuery adds.
const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    probe: build.mutation<unknown, ReturnType<typeof contractRequest>>({ query: (request) => request }),
  }),
});

const send = async (request: ReturnType<typeof contractRequest>) => {
  const store = configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
  const result = await store.dispatch(probeApi.endpoints.probe.initiate(request));
  return { result, state: store.getState() };
};

beforeEach(() => {
  storeToken('stored-token');
  document.cookie = 'XSRF-TOKEN=xsrf-value';
  document.documentElement.lang = 'fr';
});

describe('the one baseQuery', () => {
  it('sends the bearer token, the anti-forgery header, the language and a JSON body on an authenticated call', async () => {
    const network = mockFetch([{ method: 'PUT', path: '/api/users/edit-password', body: { message: 'ok' } }]);
    await send(contractRequest(auth.editPassword, { body: { currentPassword: 'old-passphrase', newPassword: 'new-passphrase' } }));
    const [call] = network.requests;
    expect(call.headers.get('Authorization')).toBe('Bearer stored-token');
    expect(call.headers.get('X-XSRF-TOKEN')).toBe('xsrf-value');
    expect(call.headers.get('Accept-Language')).toBe('fr');
    expect(call.headers.get('Content-Type')).toBe('application/json');
    expect(await call.clone().json()).toEqual({ currentPassword: 'old-passphrase', newPassword: 'new-passphrase' });
  });

  it('sends neither the token nor the anti-forgery header on a public call, but still the language', async () => {
    const network = mockFetch([
      { method: 'POST', path: '/oauth/token', status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'no' } },
    ]);
    const { result } = await send(
      contractRequest(auth.issueToken, {
        body: { grant_type: 'password', username: 'u', password: 'p', client_id: 'c', client_secret: 's', scope: 'all' },
      }),
    );
    const [call] = network.requests;
    expect(call.headers.get('Authorization')).toBeNull();
    expect(call.headers.get('X-XSRF-TOKEN')).toBeNull();
    expect(call.headers.get('Accept-Language')).toBe('fr');
    // A refused public call has no session to end: the stored token stays.
    expect(result).toMatchObject({ error: { status: 401 } });
    expect(localStorage.getItem('jwtToken')).toBe('stored-token');
  });

  it('sends a file as itself under its own type', async () => {
    const network = mockFetch([{ method: 'POST', path: '/api/students/import/preview', body: {} }]);
    await send({ url: '/api/students/import/preview', method: 'POST', body: new Blob(['a;b'], { type: 'text/csv' }) });
    const [call] = network.requests;
    expect(call.headers.get('Content-Type')).toBe('text/csv');
    expect(await call.clone().text()).toBe('a;b');
  });

  it('ends the session on a 401 of an authenticated call', async () => {
    mockFetch([{ path: '/api/user', status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'expired' } }]);
    await send(contractRequest(auth.currentUser));
    expect(localStorage.getItem('jwtToken')).toBeNull();
  });
});
