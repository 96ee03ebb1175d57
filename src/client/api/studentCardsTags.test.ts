import { configureStore } from '@reduxjs/toolkit';
import { cardStatusFixture, REVOKE_PATH, statusPath } from '../features/studentCards/testing/cardFixtures';
import { jsonBody, mockFetch } from '../testing/fetchMock';
import { baseApi } from './baseApi';
import { studentCardsApi } from './studentCardsApi';

const makeStore = () =>
  configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const LIST = { path: statusPath(11), body: { data: cardStatusFixture, total: 3 } };

describe('the student cards cache tag', () => {
  it.each([
    ['making codes', 'POST', '/api/access_codes', { data: [], total: 0 }, 'makeAccessCodes'],
    ['revoking codes', 'POST', REVOKE_PATH, { revoked: 3 }, 'revokeAccessCodes'],
  ] as const)('asks for the card status again after %s', async (_what, method, path, body, endpoint) => {
    const network = mockFetch([LIST, { method, path, body }]);
    const store = makeStore();
    const subscription = store.dispatch(studentCardsApi.endpoints.listCardStatus.initiate({ classroomId: 11 }));
    await subscription;
    if (endpoint === 'makeAccessCodes') await store.dispatch(studentCardsApi.endpoints.makeAccessCodes.initiate({ classroomId: 11 }));
    else await store.dispatch(studentCardsApi.endpoints.revokeAccessCodes.initiate({ classroomId: 11 }));
    await settle();
    await settle();
    expect(await jsonBody(network.requestsTo(path)[0])).toEqual({ classroomId: 11 });
    expect(network.requestsTo(statusPath(11))).toHaveLength(2);
    subscription.unsubscribe();
  });

  it('keeps the list when a refusal changed nothing', async () => {
    const network = mockFetch([
      LIST,
      { method: 'POST', path: REVOKE_PATH, status: 404, body: { statusCode: 404, error: 'Not Found', message: 'x' } },
    ]);
    const store = makeStore();
    const subscription = store.dispatch(studentCardsApi.endpoints.listCardStatus.initiate({ classroomId: 11 }));
    await subscription;
    await store.dispatch(studentCardsApi.endpoints.revokeAccessCodes.initiate({ classroomId: 11 }));
    await settle();
    expect(network.requestsTo(statusPath(11))).toHaveLength(1);
    subscription.unsubscribe();
  });
});
