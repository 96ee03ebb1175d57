import { configureStore } from '@reduxjs/toolkit';
import { mockFetch } from '../testing/fetchMock';
import { baseApi } from './baseApi';
import { marksApi } from './marksApi';
import { sheetsApi } from './sheetsApi';
import { statisticsApi } from './statisticsApi';

const makeStore = () =>
  configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
const entryList = { classroomId: 11, classCourseId: 71, courseName: 'Maths', sequence: 1, term: null, type: null, data: [], total: 0 };
const sheet = { rows: [] };
const averages = { schoolYearId: 1, periodType: 'annual', period: 0, overall: {}, distribution: [], classrooms: [], courses: [] };

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the marks cache tags', () => {
  it("refreshes the saved classroom's entry lists and sheets and the statistics, not another classroom's", async () => {
    const network = mockFetch([
      { path: '/api/classroom-marks/11/71/1', body: entryList },
      { path: '/api/classroom-sequence-sheet/11/1', body: sheet },
      { path: '/api/classroom-sequence-sheet/12/1', body: sheet },
      { path: '/api/statistics/average-marks/1/all/all/annual/0', body: averages },
      { method: 'POST', path: '/api/save-bulk-marks/71/1', body: { saved: 1, removed: 0, unchanged: 0 } },
    ]);
    const store = makeStore();
    await Promise.all([
      store.dispatch(marksApi.endpoints.classroomMarks.initiate({ classroomId: 11, classCourseId: 71, sequence: 1 })),
      store.dispatch(sheetsApi.endpoints.sheet.initiate({ kind: 'sequence', classroomId: 11, sequence: 1 })),
      store.dispatch(sheetsApi.endpoints.sheet.initiate({ kind: 'sequence', classroomId: 12, sequence: 1 })),
      store.dispatch(
        statisticsApi.endpoints.averageMarks.initiate({
          schoolYearId: 1,
          levelId: 'all',
          classroomId: 'all',
          periodType: 'annual',
          period: 0,
        }),
      ),
    ]);

    await store.dispatch(
      marksApi.endpoints.saveBulkMarks.initiate({ classroomId: 11, classCourseId: 71, sequence: 1, body: { marks: [] } }),
    );
    await settle();

    const calls = (path: string) => network.requestsTo(path).length;
    expect(calls('/api/classroom-marks/11/71/1')).toBe(2);
    expect(calls('/api/classroom-sequence-sheet/11/1')).toBe(2);
    expect(calls('/api/statistics/average-marks/1/all/all/annual/0')).toBe(2);
    expect(calls('/api/classroom-sequence-sheet/12/1')).toBe(1);
  });

  it('refreshes nothing when the save is refused', async () => {
    const network = mockFetch([
      { path: '/api/classroom-sequence-sheet/11/1', body: sheet },
      { method: 'POST', path: '/api/save-bulk-marks/71/1', status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'no' } },
    ]);
    const store = makeStore();
    await store.dispatch(sheetsApi.endpoints.sheet.initiate({ kind: 'sequence', classroomId: 11, sequence: 1 }));
    await store.dispatch(
      marksApi.endpoints.saveBulkMarks.initiate({ classroomId: 11, classCourseId: 71, sequence: 1, body: { marks: [] } }),
    );
    await settle();
    expect(network.requestsTo('/api/classroom-sequence-sheet/11/1')).toHaveLength(1);
  });
});
