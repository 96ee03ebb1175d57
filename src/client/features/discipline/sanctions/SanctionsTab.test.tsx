import { screen, waitFor, within } from '@testing-library/react';
import type { Language } from '../../../../domain/enums';
import { mockFetch } from '../../../testing/fetchMock';
import { signedInState, TOKEN } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import * as files from '../../../api/files';
import DisciplinePage from '../DisciplinePage';
import {
  cancelledSanctionFixture,
  disciplineMasterFixture,
  listOf,
  sanctionFixture,
  studentSearchRoute,
} from '../testing/disciplineFixtures';

beforeEach(() => localStorage.setItem('jwtToken', TOKEN));
afterEach(() => jest.restoreAllMocks());

const SANCTIONS = /^\/api\/sanctions\?/;
const render = (language: Language = 'en') =>
  renderWithProviders(<DisciplinePage />, {
    language,
    route: '/discipline?tab=sanctions',
    preloadedState: signedInState(disciplineMasterFixture()),
  });
const queriesOf = (requests: Request[]) => requests.map((request) => new URL(request.url).search);

describe("the school's sanctions", () => {
  it.each([
    ['en', 'In force', 'Cancelled'],
    ['fr', 'En vigueur', 'Annulée'],
  ] as const)('lists them with their status in words in %s', async (language, active, cancelled) => {
    mockFetch([{ path: SANCTIONS, body: listOf([sanctionFixture, cancelledSanctionFixture]) }]);
    const { container } = render(language);
    const table = await screen.findByRole('table', { name: /Sanctions/ });
    expect(within(table).getByText(active)).toBeInTheDocument();
    expect(within(table).getByText(cancelled)).toBeInTheDocument();
    expect(within(table).getByText('Erreur de saisie · Jean Mbarga')).toBeInTheDocument();
    expect(container).toMatchSnapshot();
  });

  it('filters by status and student, and records a sanction for the student picked', async () => {
    const network = mockFetch([studentSearchRoute(), { path: SANCTIONS, body: listOf([sanctionFixture]) }]);
    const { user } = render();
    await screen.findByRole('table', { name: /Sanctions/ });
    expect(queriesOf(network.requestsTo(SANCTIONS))).toEqual(['?schoolYearId=1&limit=100']);
    expect(screen.getByRole('button', { name: 'Record a sanction' })).toBeDisabled();

    await user.selectOptions(screen.getByLabelText('Status'), 'active');
    await user.type(screen.getByRole('combobox', { name: 'Find a student' }), 'atan');
    await user.click(await screen.findByRole('option', { name: 'ATANGANA Brenda 6e A · 26SC00001' }));
    await waitFor(() =>
      expect(queriesOf(network.requestsTo(SANCTIONS)).at(-1)).toBe('?status=active&schoolYearId=1&studentId=1&limit=100'),
    );
    await user.click(screen.getByRole('button', { name: 'Record a sanction' }));
    expect(await screen.findByRole('dialog', { name: 'New sanction' })).toHaveTextContent('ATANGANA Brenda');
  });

  it('downloads the notice in the language chosen, named for what it holds', async () => {
    const saved: string[] = [];
    jest.spyOn(files, 'saveBlob').mockImplementation((_blob, name) => void saved.push(name));
    const network = mockFetch([
      { path: SANCTIONS, body: listOf([sanctionFixture]) },
      { path: '/api/sanctions/3/notice?lang=en', body: {} },
    ]);
    const { user } = render('fr');
    await user.click(await screen.findByRole('button', { name: 'Avis (PDF)\u00a0: Consigne, ATANGANA Brenda' }));
    await user.click(await screen.findByRole('menuitem', { name: 'English' }));
    await waitFor(() => expect(saved).toEqual(['avis-de-sanction-ATANGANA-Brenda-Consigne-2026-10-16-en.pdf']));
    expect(network.requestsTo('/api/sanctions/3/notice?lang=en')).toHaveLength(1);
  });
});
