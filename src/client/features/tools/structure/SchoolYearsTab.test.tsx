import { screen, within } from '@testing-library/react';
import { jsonBody, mockFetch } from '../../../testing/fetchMock';
import { signedInState, TOKEN } from '../../../testing/fixtures';
import { columnTexts } from '../../../testing/tables';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { listOf, schoolYears } from '../toolsFixtures';
import SchoolYearsTab from './SchoolYearsTab';

beforeEach(() => localStorage.setItem('jwtToken', TOKEN));

describe('SchoolYearsTab', () => {
  it.each(['en', 'fr'] as const)('lists the years in %s, the current one marked', async (language) => {
    mockFetch([{ path: '/api/school-years', body: listOf(schoolYears) }]);
    const { container } = renderWithProviders(<SchoolYearsTab />, { language, preloadedState: signedInState() });
    const cell = await screen.findByRole('cell', { name: /^2026-2027/ });
    expect(cell).toHaveTextContent(language === 'en' ? 'Current' : 'En cours');
    expect(screen.getByRole('cell', { name: '2025-2026' })).toBeInTheDocument();
    expect(columnTexts(0)).toHaveLength(2);
    expect(container).toMatchSnapshot();
  });

  it('creates a year with its dates and the current switch', async () => {
    const network = mockFetch([
      { path: '/api/school-years', body: listOf(schoolYears) },
      {
        method: 'POST',
        path: '/api/school-years',
        body: { id: 4, name: '2027-2028', startsOn: '2027-09-06', endsOn: '2028-06-30', current: true },
      },
    ]);
    const { user } = renderWithProviders(<SchoolYearsTab />, { preloadedState: signedInState() });
    await screen.findByRole('cell', { name: '2025-2026' });
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'New school year' });
    await user.type(within(dialog).getByLabelText(/School year/), '2027-2028');
    await user.type(within(dialog).getByLabelText(/Starts on/), '2027-09-06');
    await user.type(within(dialog).getByLabelText(/Ends on/), '2028-06-30');
    await user.click(within(dialog).getByRole('switch', { name: 'Current year' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Action completed successfully')).toBeInTheDocument();
    const [post] = network.requestsTo('/api/school-years').filter((request) => request.method === 'POST');
    expect(await jsonBody(post)).toEqual({ name: '2027-2028', startsOn: '2027-09-06', endsOn: '2028-06-30', current: true });
  });

  it('refuses a name that is not two consecutive years, as the server would', async () => {
    const network = mockFetch([{ path: '/api/school-years', body: listOf(schoolYears) }]);
    const { user } = renderWithProviders(<SchoolYearsTab />, { preloadedState: signedInState() });
    await screen.findByRole('cell', { name: '2025-2026' });
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'New school year' });
    await user.type(within(dialog).getByLabelText(/School year/), '2027/28');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Invalid format')).toBeInTheDocument();
    expect(network.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });
});
