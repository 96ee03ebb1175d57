import { fireEvent, screen, within } from '@testing-library/react';
import { AUDITED_ENTITIES } from '../../../../domain/audit/entities';
import { LANGUAGES } from '../../../../domain/enums';
import { permissionsOf } from '../../../../domain/permissions';
import { loadCatalogue } from '../../../testing/catalogues';
import { mockFetch, type MockRoute } from '../../../testing/fetchMock';
import { currentUserFixture, signedInState, TOKEN } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { auditFixture, usersFixture } from './adminFixtures';
import AuditTab from './AuditTab';

// The machine running the suite may be busy: leave the network answers and user events time.

beforeEach(() => localStorage.setItem('jwtToken', TOKEN));

const routes: MockRoute[] = [
  { path: '/users?limit=1000', body: { data: usersFixture, total: usersFixture.length } },
  { path: '/api/audit?limit=25&skip=0', body: { data: auditFixture, total: 2 } },
];

const rowOf = async (record: string) => (await screen.findByText(record)).closest('tr') as HTMLElement;

describe('AuditTab', () => {
  it.each(LANGUAGES)('has a name in %s for every kind of record the server audits', (language) => {
    const catalogue = loadCatalogue(language);
    expect(AUDITED_ENTITIES.filter((entity) => !catalogue[`toolsAdmin.audit.entities.${entity}`])).toEqual([]);
  });

  it.each([
    ['en', 'Student NGONO Jean', 'User no. 21'],
    ['fr', 'Élève NGONO Jean', 'Utilisateur n° 21'],
  ] as const)('renders in %s, naming each record in that language rather than by its table', async (language, student, user) => {
    mockFetch(routes);
    const { container } = renderWithProviders(<AuditTab />, { language, preloadedState: signedInState() });
    await rowOf(student);
    const table = within(screen.getByRole('table'));
    expect(table.getByRole('cell', { name: student })).toBeInTheDocument();
    expect(table.getByRole('cell', { name: user })).toBeInTheDocument();
    expect(table.queryByText(/student|user #/)).not.toBeInTheDocument();
    // One folded details row under each entry.
    expect(table.getAllByRole('button', { expanded: false })).toHaveLength(2);
    expect(container).toMatchSnapshot();
  });

  it('shows when in the language of the interface, who, and the action', async () => {
    mockFetch(routes);
    renderWithProviders(<AuditTab />, { language: 'fr', preloadedState: signedInState() });
    const update = await rowOf('Élève NGONO Jean');
    const when = new Intl.DateTimeFormat('fr', { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date('2026-11-21T08:15:30.000Z'));
    expect(update).toHaveTextContent(when);
    expect(update).toHaveTextContent('secretary');
    expect(update).toHaveTextContent('Modification');
    expect(await rowOf('Utilisateur n° 21')).toHaveTextContent('Système');
  });

  it('sends the filters as the query and starts again from the first page', async () => {
    const filtered = '/api/audit?entity=student&action=update&userId=7&from=2026-11-01&to=2026-11-30&limit=25&skip=0';
    const network = mockFetch([...routes, { path: filtered, body: { data: [auditFixture[0]], total: 1 } }]);
    const { user } = renderWithProviders(<AuditTab />, { preloadedState: signedInState() });
    await rowOf('Student NGONO Jean');

    await user.click(screen.getByRole('combobox', { name: 'Record type' }));
    await user.click(await screen.findByRole('option', { name: 'Student' }));
    await user.click(screen.getByRole('combobox', { name: 'Action' }));
    await user.click(await screen.findByRole('option', { name: 'Changed' }));
    await user.click(screen.getByRole('combobox', { name: 'User' }));
    await user.click(await screen.findByRole('option', { name: 'censeur' }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-30' } });
    expect(network.requestsTo(filtered)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await screen.findByText('1–1 of 1');
    expect(network.requestsTo(filtered)).toHaveLength(1);
    expect(screen.queryByText('User no. 21')).not.toBeInTheDocument();
  });

  it('expands a row into a field-by-field diff with the changed fields marked', async () => {
    mockFetch(routes);
    const { user } = renderWithProviders(<AuditTab />, { preloadedState: signedInState() });
    const row = await rowOf('Student NGONO Jean');
    expect(screen.queryByRole('table', { name: 'Before and after' })).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Show the details' }));
    const diff = await screen.findByRole('table', { name: 'Before and after' });
    const line = (field: string) =>
      within(diff)
        .getByRole('rowheader', { name: new RegExp(`^${field}`) })
        .closest('tr') as HTMLElement;
    expect(line('guardianPhone')).toHaveAttribute('data-changed', 'true');
    expect(line('guardianPhone')).toHaveTextContent('guardianPhonechanged(empty)+237 677 123 456');
    expect(line('active')).toHaveTextContent('activechangedYesNo');
    expect(line('firstName')).toHaveAttribute('data-changed', 'false');
    expect(line('firstName')).toHaveTextContent('firstNameJeanJean');

    await user.click(within(row).getByRole('button', { name: 'Hide the details' }));
    expect(row.querySelector('[aria-expanded="false"]')).not.toBeNull();
  });

  it('is closed to users without audit.read', () => {
    const network = mockFetch(routes);
    renderWithProviders(<AuditTab />, { preloadedState: signedInState(currentUserFixture({ permissions: permissionsOf('secretary') })) });
    expect(screen.getByText('You do not have access to this area.')).toBeInTheDocument();
    expect(network.requests).toHaveLength(0);
  });
});
