import { screen, waitFor, within } from '@testing-library/react';
import type { CurrentUser } from '../../../../domain/contract/users';
import type { Language } from '../../../../domain/enums';
import { jsonBody, mockFetch } from '../../../testing/fetchMock';
import { signedInState, TOKEN } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import DisciplinePage from '../DisciplinePage';
import {
  disciplineMasterFixture,
  fixToday,
  principalFixture,
  reasonsRoute,
  recordRoute,
  sanctionFixture,
  studentSearchRoute,
} from '../testing/disciplineFixtures';

beforeEach(() => {
  localStorage.setItem('jwtToken', TOKEN);
  fixToday();
});
afterEach(() => jest.useRealTimers());

const RECORD = '/discipline?tab=students&student=1';
const render = ({
  language = 'en',
  user = disciplineMasterFixture(),
  route = RECORD,
}: { language?: Language; user?: CurrentUser; route?: string } = {}) =>
  renderWithProviders(<DisciplinePage />, { language, route, preloadedState: signedInState(user) });

/** The rows of the table named `name`, as the texts of their cells. */
const rowsOf = (name: string | RegExp) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));

describe("a student's record", () => {
  it.each([
    ['en', 'Hours by period', 'Sequence 2'],
    ['fr', 'Heures par période', 'Séquence 2'],
  ] as const)('shows the hours by period, the absences and the sanctions in %s', async (language, heading, sequence) => {
    mockFetch([recordRoute()]);
    const { container } = render({ language });
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: sequence })).toBeInTheDocument();
    expect(container).toMatchSnapshot();
  });

  it('writes every figure of the period table', async () => {
    mockFetch([recordRoute()]);
    render();
    await screen.findByRole('heading', { name: 'Hours by period' });
    expect(rowsOf(/by sequence, trimester and year/)).toEqual([
      ['Sequence 1', '0', '0', '0', '0', '0'],
      ['Sequence 2', '1', '1.5', '1 (10 min)', '0', '0'],
      ['Trimester 1', '1', '1.5', '1 (10 min)', '2', '0'],
      ['Year', '1', '1.5', '1 (10 min)', '2', '0'],
    ]);
  });

  it('finds a student by name and puts them in the address', async () => {
    const network = mockFetch([studentSearchRoute(), recordRoute()]);
    const { user } = render({ route: '/discipline?tab=students' });
    expect(await screen.findByText('Find a student to see their record.')).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'Find a student' }), 'atan');
    await user.click(await screen.findByRole('option', { name: 'ATANGANA Brenda 6e A · 26SC00001' }));
    expect(await screen.findByRole('heading', { name: 'ATANGANA Brenda' })).toBeInTheDocument();
    expect(network.requestsTo(/^\/api\/students\?/).map((request) => new URL(request.url).searchParams.get('search'))).toContain('atan');
  });

  it('justifies every absence of a date range in one call', async () => {
    const network = mockFetch([recordRoute(), reasonsRoute(), { method: 'POST', path: '/api/absences/justify', body: { justified: 2 } }]);
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Justify a date range' }));
    const dialog = await screen.findByRole('dialog', { name: 'Justify absences' });
    // From the oldest absence listed to today.
    expect(within(dialog).getByLabelText(/From/)).toHaveValue('2026-10-12');
    expect(within(dialog).getByLabelText(/^To/)).toHaveValue('2026-10-21');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Reason/ }), 'Maladie (justifies)');
    await user.type(within(dialog).getByLabelText(/Note/), 'Certificat médical');
    await user.click(within(dialog).getByRole('button', { name: 'Justify' }));

    expect(await screen.findByText('2 absences justified.')).toBeInTheDocument();
    const [post] = network.requestsTo('/api/absences/justify');
    expect(await jsonBody(post)).toEqual({ studentId: 1, from: '2026-10-12', to: '2026-10-21', reasonId: 1, note: 'Certificat médical' });
    // The record is read again: its hours have changed.
    await waitFor(() => expect(network.requestsTo('/api/discipline/students/1/1')).toHaveLength(2));
  });

  it('refuses a range that ends before it starts, before any call', async () => {
    const network = mockFetch([recordRoute(), reasonsRoute()]);
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Justify a date range' }));
    const dialog = await screen.findByRole('dialog', { name: 'Justify absences' });
    await user.clear(within(dialog).getByLabelText(/^To/));
    await user.type(within(dialog).getByLabelText(/^To/), '2026-10-01');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Reason/ }), 'Maladie (justifies)');
    await user.click(within(dialog).getByRole('button', { name: 'Justify' }));
    expect(within(dialog).getByLabelText(/^To/)).toHaveAttribute('aria-invalid', 'true');
    expect(network.requestsTo('/api/absences/justify')).toHaveLength(0);
  });

  it('justifies the ticked rows with the reason chosen', async () => {
    const network = mockFetch([
      recordRoute(),
      reasonsRoute(),
      { method: 'POST', path: '/api/absences/justify-selection', body: { justified: 1 } },
    ]);
    const { user } = render();
    const justify = await screen.findByRole('button', { name: 'Justify the selection (0)' });
    expect(justify).toBeDisabled();
    // Lateness is not justified: only the absences have a box.
    expect(screen.getAllByRole('checkbox', { name: /Select the absence of/ })).toHaveLength(2);
    await user.click(screen.getByRole('checkbox', { name: 'Select the absence of Oct 13, 2026, 07:30-08:25' }));
    await user.click(screen.getByRole('button', { name: 'Justify the selection (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Justify absences' });
    expect(within(dialog).getByText('1 absence selected.')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Reason/ }), 'Sans motif valable (does not justify)');
    await user.click(within(dialog).getByRole('button', { name: 'Justify' }));

    await screen.findByText('1 absence justified.');
    expect(await jsonBody(network.requestsTo('/api/absences/justify-selection')[0])).toEqual({ absenceIds: [8], reasonId: 3, note: null });
  });

  it('cancels a sanction only with a reason', async () => {
    const network = mockFetch([
      recordRoute(),
      {
        method: 'POST',
        path: '/api/sanctions/3/cancel',
        body: { ...sanctionFixture, status: 'cancelled', cancelReason: 'Erreur de saisie', cancelledBy: 'Jean Mbarga' },
      },
    ]);
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Cancel the sanction: Consigne, ATANGANA Brenda' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the sanction?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the sanction' }));
    const reason = within(dialog).getByLabelText(/Reason for cancelling/);
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleDescription('This field is required');
    expect(network.requestsTo('/api/sanctions/3/cancel')).toHaveLength(0);

    await user.type(reason, 'Erreur de saisie');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the sanction' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cancel the sanction?' })).not.toBeInTheDocument());
    expect(await jsonBody(network.requestsTo('/api/sanctions/3/cancel')[0])).toEqual({ reason: 'Erreur de saisie' });
  });

  it('records a consigne with its hours', async () => {
    const network = mockFetch([recordRoute(), { method: 'POST', path: '/api/sanctions', body: sanctionFixture }]);
    const { user } = render({ language: 'fr' });
    await user.click(await screen.findByRole('button', { name: 'Enregistrer une sanction' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouvelle sanction' });
    expect(within(dialog).queryByLabelText(/Durée/)).not.toBeInTheDocument();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Sanction/ }), 'Consigne');
    await user.type(within(dialog).getByLabelText(/Durée \(heures\)/), '2');
    await user.type(within(dialog).getByLabelText(/Motif/), 'Bavardages répétés');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    await screen.findByText('Action effectuée avec succès');
    const [post] = network.requestsTo('/api/sanctions').filter((request) => request.method === 'POST');
    expect(await jsonBody(post)).toEqual({
      studentId: 1,
      sanctionTypeId: 3,
      date: '2026-10-21',
      duration: 2,
      reason: 'Bavardages répétés',
    });
  });

  it('marks the date a server refuses', async () => {
    mockFetch([
      recordRoute(),
      {
        method: 'POST',
        path: '/api/sanctions',
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message: 'Invalid', fields: { date: 'Outside the school year' } },
      },
    ]);
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Record a sanction' }));
    const dialog = await screen.findByRole('dialog', { name: 'New sanction' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Sanction/ }), 'Blâme conduite');
    await user.type(within(dialog).getByLabelText(/Reason/), 'Insolence');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Outside the school year')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Date/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('lets the principal read the record and print a notice, nothing more', async () => {
    mockFetch([recordRoute()]);
    render({ user: principalFixture() });
    await screen.findByRole('heading', { name: 'Hours by period' });
    expect(screen.getByRole('button', { name: 'Notice (PDF): Consigne, ATANGANA Brenda' })).toBeInTheDocument();
    for (const name of [/Justify/, /Record a sanction/, /Cancel the sanction/, /Withdraw/])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
