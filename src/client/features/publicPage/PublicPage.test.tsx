import { publicPageTarget } from './PublicPage';

it("sends the app's #/public-page to the page of its own, code included", () => {
  expect(publicPageTarget('?code=K7QW3XH9MZ2P')).toBe('public-page.html#/public-page?code=K7QW3XH9MZ2P');
  expect(publicPageTarget('')).toBe('public-page.html#/public-page');
});
