import { screen, waitFor, within } from '@testing-library/react';
import { jsonBody, mockFetch, type MockRoute } from '../../../testing/fetchMock';
import { signedInState, TOKEN } from '../../../testing/fixtures';
import { columnTexts } from '../../../testing/tables';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { classrooms, levels, listOf, schoolYears, teachers } from '../toolsFixtures';
import ClassroomsTab from './ClassroomsTab';

beforeEach(() => localStorage.setItem('jwtToken', TOKEN));

const routes = (extra: MockRoute[] = []): MockRoute[] => [
  ...extra,
  { path: '/api/school-years', body: listOf(schoolYears) },
  { path: '/api/levels', body: listOf(levels) },
  { path: '/users?role=teacher&status=active&limit=1000', body: listOf(teachers) },
  { path: '/api/classrooms?schoolYearId=3', body: listOf(classrooms) },
  { path: '/api/classrooms?schoolYearId=3&levelId=8', body: listOf([classrooms[2]]) },
  { path: '/api/classrooms?schoolYearId=2', body: listOf([]) },
];

describe('ClassroomsTab', () => {
  it.each(['en', 'fr'] as const)('lists the classrooms of the current year in %s', async (language) => {
    mockFetch(routes());
    const { container } = renderWithProviders(<ClassroomsTab />, { language, preloadedState: signedInState() });
    expect(await screen.findByText('L1 Informatique')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: language === 'en' ? 'School year' : 'Année scolaire' })).toHaveTextContent('2026-2027'),
    );
    expect(columnTexts(0)).toEqual(['6e A', '6e B', 'L1 Informatique']);
    expect(container).toMatchSnapshot();
  });

  it('filters by school year and level', async () => {
    const network = mockFetch(routes());
    const { user } = renderWithProviders(<ClassroomsTab />, { preloadedState: signedInState() });
    await screen.findByText('L1 Informatique');

    await user.click(screen.getByRole('combobox', { name: 'Level' }));
    await user.click(await screen.findByRole('option', { name: 'Licence 1' }));
    await waitFor(() => expect(screen.queryByText('6e A')).not.toBeInTheDocument());
    expect(screen.getByText('L1 Informatique')).toBeInTheDocument();
    expect(network.requestsTo('/api/classrooms?schoolYearId=3&levelId=8')).toHaveLength(1);

    await user.click(screen.getByRole('combobox', { name: 'Level' }));
    await user.click(await screen.findByRole('option', { name: 'All' }));
    await user.click(screen.getByRole('combobox', { name: 'School year' }));
    await user.click(await screen.findByRole('option', { name: '2025-2026' }));
    expect(await screen.findByText('Nothing here yet.')).toBeInTheDocument();
  });

  it('creates a classroom in the chosen year with a head teacher picked from the active teachers', async () => {
    const created = { ...classrooms[1], id: 13, name: '6e C', headTeacherId: 10, headTeacherName: 'Paul Etoa' };
    const network = mockFetch(routes([{ method: 'POST', path: '/api/classrooms', body: created }]));
    const { user } = renderWithProviders(<ClassroomsTab />, { preloadedState: signedInState() });
    await screen.findByText('L1 Informatique');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'New classroom' });
    await user.type(within(dialog).getByLabelText(/Name/), '6e C');
    await user.click(within(dialog).getByRole('combobox', { name: /Level/ }));
    await user.click(await screen.findByRole('option', { name: '6e' }));
    await user.type(within(dialog).getByLabelText(/Capacity/), '45');
    await user.click(within(dialog).getByRole('combobox', { name: /Form teacher/ }));
    await user.click(await screen.findByRole('option', { name: 'Paul Etoa' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Action completed successfully')).toBeInTheDocument();
    const [post] = network.requestsTo('/api/classrooms').filter((request) => request.method === 'POST');
    expect(await jsonBody(post)).toEqual({ name: '6e C', levelId: 1, schoolYearId: 3, capacity: 45, headTeacherId: 10 });
  });

  it('clears the head teacher with the empty choice, sent as null', async () => {
    const network = mockFetch(
      routes([{ method: 'PUT', path: '/api/classrooms/11', body: { ...classrooms[0], headTeacherId: null, headTeacherName: null } }]),
    );
    const { user } = renderWithProviders(<ClassroomsTab />, { preloadedState: signedInState() });
    const row = (await screen.findByRole('cell', { name: '6e A' })).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the classroom' });
    expect(within(dialog).getByRole('combobox', { name: /Form teacher/ })).toHaveTextContent('Clément Fotso');
    await user.click(within(dialog).getByRole('combobox', { name: /Form teacher/ }));
    await user.click(await screen.findByRole('option', { name: 'None' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await screen.findByText('Action completed successfully');
    expect(await jsonBody(network.requestsTo('/api/classrooms/11')[0])).toEqual({
      name: '6e A',
      levelId: 1,
      schoolYearId: 3,
      capacity: 60,
      headTeacherId: null,
    });
  });
});
