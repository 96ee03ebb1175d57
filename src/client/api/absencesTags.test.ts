import { configureStore } from '@reduxjs/toolkit';
import { mockFetch } from '../testing/fetchMock';
import { absencesApi } from './absencesApi';
import { baseApi } from './baseApi';

const makeStore = () =>
  configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
const rollCall = (classroomId: number) => ({
  classroomId,
  classroomName: '6e A',
  date: '2026-10-12',
  timePartId: 1,
  timePartName: '07:30-08:25',
  durationHours: 1,
  taken: false,
  takenBy: null,
  takenAt: null,
  updatedBy: null,
  updatedAt: null,
  data: [],
  total: 0,
});
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const slot = (classroomId: number, timePartId = 1) => ({ classroomId, date: '2026-10-12', timePartId });
const body = { lines: [{ studentId: 1, status: 'absent' as const, latenessMinutes: 0 }] };

describe('the attendance cache tags', () => {
  it("refreshes the saved classroom's roll calls, every time part of it, and not another classroom's", async () => {
    const network = mockFetch([
      { path: '/api/absences/11/2026-10-12/1', body: rollCall(11) },
      { path: '/api/absences/11/2026-10-12/2', body: rollCall(11) },
      { path: '/api/absences/12/2026-10-12/1', body: rollCall(12) },
      { method: 'POST', path: '/api/absences/11/2026-10-12/1', body: { saved: 1, removed: 0, unchanged: 0 } },
    ]);
    const store = makeStore();
    await Promise.all([
      store.dispatch(absencesApi.endpoints.getRollCall.initiate(slot(11))),
      store.dispatch(absencesApi.endpoints.getRollCall.initiate(slot(11, 2))),
      store.dispatch(absencesApi.endpoints.getRollCall.initiate(slot(12))),
    ]);
    await store.dispatch(absencesApi.endpoints.saveRollCall.initiate({ ...slot(11), body }));
    await settle();

    const calls = (path: string) => network.requestsTo(path).filter((request) => request.method === 'GET').length;
    expect(calls('/api/absences/11/2026-10-12/1')).toBe(2);
    expect(calls('/api/absences/11/2026-10-12/2')).toBe(2);
    expect(calls('/api/absences/12/2026-10-12/1')).toBe(1);
  });

  it('refreshes nothing when the save is refused', async () => {
    const network = mockFetch([
      { path: '/api/absences/11/2026-10-12/1', body: rollCall(11) },
      {
        method: 'POST',
        path: '/api/absences/11/2026-10-12/1',
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message: 'no' },
      },
    ]);
    const store = makeStore();
    await store.dispatch(absencesApi.endpoints.getRollCall.initiate(slot(11)));
    await store.dispatch(absencesApi.endpoints.saveRollCall.initiate({ ...slot(11), body }));
    await settle();
    expect(network.requestsTo('/api/absences/11/2026-10-12/1').filter((request) => request.method === 'GET')).toHaveLength(1);
  });
});
