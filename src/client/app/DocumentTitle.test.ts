import { pageTitleId } from './DocumentTitle';

describe('pageTitleId', () => {
  it.each([
    ['/', 'login.title'],
    ['/login', 'login.title'],
    ['/signup', 'signup.title'],
    ['/not-found', 'notFound.title'],
    ['/public-page', 'nav.public-page'],
    ['/student', 'nav.student'],
    ['/student/42', 'nav.student'],
    ['/teacher-presence', 'nav.teacher-presence'],
    ['/user', 'nav.user'],
    ['/user/messages', 'messages.title'],
  ])('titles %s with %s', (pathname, id) => expect(pageTitleId(pathname)).toBe(id));

  it('leaves an unknown path to the application name', () => expect(pageTitleId('/nowhere')).toBeUndefined());
});
