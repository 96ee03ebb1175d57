import { makeStore } from '../../app/store';
import { authApi } from '../../api/authApi';
import { mockFetch } from '../../testing/fetchMock';
import { currentUserFixture, signedInState, TOKEN } from '../../testing/fixtures';
import { populate, signIn } from './authThunks';

describe('auth', () => {
  it('purges without a token and asks the server nothing', async () => {
    const network = mockFetch([]);
    const store = makeStore(signedInState());
    await store.dispatch(populate());
    expect(store.getState().auth).toEqual({ status: 'anonymous', currentUser: null });
    expect(network.requests).toHaveLength(0);
  });

  it('reloads the profile when a token is stored', async () => {
    localStorage.setItem('jwtToken', TOKEN);
    mockFetch([{ path: '/api/user', body: currentUserFixture() }]);
    const store = makeStore();
    await store.dispatch(populate());
    expect(store.getState().auth.status).toBe('authenticated');
    expect(store.getState().auth.currentUser?.school?.name).toBe('Lycée de Démonstration');
  });

  it('clears the token and the user when any call answers 401', async () => {
    localStorage.setItem('jwtToken', TOKEN);
    mockFetch([{ path: '/api/user', status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'Your session has expired' } }]);
    const store = makeStore(signedInState());
    await store.dispatch(authApi.endpoints.currentUser.initiate());
    expect(localStorage.getItem('jwtToken')).toBeNull();
    expect(store.getState().auth).toEqual({ status: 'anonymous', currentUser: null });
  });

  it('drops a stored token that does not bring the user back', async () => {
    localStorage.setItem('jwtToken', TOKEN);
    mockFetch([{ path: '/api/user', status: 503, body: { statusCode: 503, error: 'Service Unavailable', message: 'down' } }]);
    const store = makeStore();
    await store.dispatch(populate());
    expect(localStorage.getItem('jwtToken')).toBeNull();
    expect(store.getState().auth.status).toBe('anonymous');
  });

  it('rejects sign-in with the server body and stores no token', async () => {
    const body = { statusCode: 400, error: 'invalid_grant', message: 'Wrong username or password' };
    mockFetch([{ method: 'POST', path: '/oauth/token', status: 400, body }]);
    const store = makeStore();
    const result = await store.dispatch(signIn({ username: 'a', password: 'b' }));
    expect(result.payload).toEqual({ status: 400, data: body });
    expect(localStorage.getItem('jwtToken')).toBeNull();
  });
});
