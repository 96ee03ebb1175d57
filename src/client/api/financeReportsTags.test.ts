import { configureStore } from '@reduxjs/toolkit';
import { arrearsFixture, statisticsFixture, statisticsPath } from '../features/finance/testing/reportFixtures';
import { mockFetch } from '../testing/fetchMock';
import { baseApi, type TagType } from './baseApi';
import { financeReportsApi } from './financeReportsApi';

const makeStore = () =>
  configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const ARREARS = '/api/finance/arrears?classroomId=11';

describe('the finance reports cache tags', () => {
  it.each<TagType>(['Payments', 'FeeSetup'])('asks for the arrears and the statistics again when %s changes', async (tag) => {
    const network = mockFetch([
      { path: ARREARS, body: arrearsFixture },
      { path: statisticsPath(), body: statisticsFixture },
    ]);
    const store = makeStore();
    const subscriptions = [
      store.dispatch(financeReportsApi.endpoints.arrears.initiate({ classroomId: 11 })),
      store.dispatch(financeReportsApi.endpoints.financeStatistics.initiate({ schoolYearId: 3 })),
    ];
    await Promise.all(subscriptions);
    store.dispatch(baseApi.util.invalidateTags([tag]));
    await settle();
    await settle();
    expect(network.requestsTo(ARREARS)).toHaveLength(2);
    expect(network.requestsTo(statisticsPath())).toHaveLength(2);
    subscriptions.forEach((subscription) => subscription.unsubscribe());
  });

  it('leaves them alone when a cash session changes', async () => {
    const network = mockFetch([{ path: ARREARS, body: arrearsFixture }]);
    const store = makeStore();
    const subscription = store.dispatch(financeReportsApi.endpoints.arrears.initiate({ classroomId: 11 }));
    await subscription;
    store.dispatch(baseApi.util.invalidateTags(['CashSessions']));
    await settle();
    expect(network.requestsTo(ARREARS)).toHaveLength(1);
    subscription.unsubscribe();
  });
});
