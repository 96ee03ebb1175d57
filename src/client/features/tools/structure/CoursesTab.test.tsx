import { screen, waitFor } from '@testing-library/react';
import { mockFetch } from '../../../testing/fetchMock';
import { signedInState, TOKEN } from '../../../testing/fixtures';
import { columnTexts } from '../../../testing/tables';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { courses, listOf } from '../toolsFixtures';
import CoursesTab from './CoursesTab';

beforeEach(() => localStorage.setItem('jwtToken', TOKEN));

describe('CoursesTab', () => {
  it.each(['en', 'fr'] as const)('lists the courses in %s', async (language) => {
    mockFetch([{ path: '/api/courses?limit=1000', body: listOf(courses) }]);
    const { container } = renderWithProviders(<CoursesTab />, { language, preloadedState: signedInState() });
    expect(await screen.findByText('Algorithmique')).toBeInTheDocument();
    expect(columnTexts(0)).toEqual(['Mathématiques', 'Français', 'Algorithmique']);
    expect(columnTexts(1)).toEqual(['MATH', 'FRAN', 'ALGO']);
    expect(container).toMatchSnapshot();
  });

  it('searches by name or code once the user stops typing', async () => {
    const network = mockFetch([
      { path: '/api/courses?limit=1000', body: listOf(courses) },
      { path: '/api/courses?search=math&limit=1000', body: listOf([courses[0]]) },
      { path: /^\/api\/courses\?search=/, body: listOf([]) },
    ]);
    const { user } = renderWithProviders(<CoursesTab />, { preloadedState: signedInState() });
    await screen.findByText('Algorithmique');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'math');
    await waitFor(() => expect(screen.queryByText('Algorithmique')).not.toBeInTheDocument());
    expect(screen.getByText('Mathématiques')).toBeInTheDocument();
    // One query for the settled term, not one per keystroke.
    expect(network.requestsTo(/search=/)).toHaveLength(1);
  });

  it('says when nothing matches', async () => {
    mockFetch([
      { path: '/api/courses?limit=1000', body: listOf(courses) },
      { path: /^\/api\/courses\?search=/, body: listOf([]) },
    ]);
    const { user } = renderWithProviders(<CoursesTab />, { preloadedState: signedInState() });
    await screen.findByText('Algorithmique');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'zzz');
    expect(await screen.findByText('No course matches this search.')).toBeInTheDocument();
  });
});
