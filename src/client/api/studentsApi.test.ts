import { studentListRequest } from './studentsApi';

describe('the student list call', () => {
  it('adds no query without a limit, as the spec says', () => {
    expect(studentListRequest({ search: 'atan' })).toEqual({ url: '/api/students', method: 'GET' });
  });

  it('turns a page into skip = page × limit − limit, then the filter pairs', () => {
    expect(studentListRequest({ page: 3, limit: 50, search: 'atan', sex: 'F', registered: false })).toEqual({
      url: '/api/students',
      method: 'GET',
      params: { limit: '50', skip: '100', search: 'atan', sex: 'F', registered: 'false' },
    });
    expect(studentListRequest({ limit: 50 }).params).toEqual({ limit: '50', skip: '0' });
  });

  it('leaves out empty filters and the default archived=false', () => {
    expect(studentListRequest({ limit: 50, search: '', levelId: undefined, archived: false, sort: 'lastName' }).params).toEqual({
      limit: '50',
      skip: '0',
      sort: 'lastName',
    });
    expect(studentListRequest({ limit: 50, archived: true }).params).toEqual({ limit: '50', skip: '0', archived: 'true' });
  });
});
