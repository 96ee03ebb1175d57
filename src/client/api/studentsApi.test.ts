import { filterParams, studentListUrl } from './studentsApi';

describe('the student list call', () => {
  it('adds no query without a limit, as the spec says', () => {
    expect(studentListUrl({ search: 'atan' })).toBe('/api/students');
  });

  it('turns a page into skip = page × limit − limit, then the filter pairs', () => {
    expect(studentListUrl({ page: 3, limit: 50, search: 'atan', sex: 'F', registered: false })).toEqual({
      url: '/api/students',
      params: { limit: '50', skip: '100', search: 'atan', sex: 'F', registered: 'false' },
    });
    expect(studentListUrl({ limit: 50 })).toEqual({ url: '/api/students', params: { limit: '50', skip: '0' } });
  });

  it('leaves out empty filters and the default archived=false', () => {
    expect(filterParams({ search: '', levelId: undefined, archived: false, sort: 'lastName' })).toEqual({ sort: 'lastName' });
    expect(filterParams({ archived: true })).toEqual({ archived: 'true' });
  });
});
