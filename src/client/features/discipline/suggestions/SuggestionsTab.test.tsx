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
  listOf,
  pendingSuggestionFixture,
  principalFixture,
  suggestionsFixture,
} from '../testing/disciplineFixtures';

beforeEach(() => {
  localStorage.setItem('jwtToken', TOKEN);
  fixToday();
});
afterEach(() => jest.useRealTimers());

const LIST = '/api/sanction-suggestions?limit=1000';
const render = ({ language = 'en', user = disciplineMasterFixture() }: { language?: Language; user?: CurrentUser } = {}) =>
  renderWithProviders(<DisciplinePage />, { language, route: '/discipline?tab=suggestions', preloadedState: signedInState(user) });

describe('the threshold suggestions', () => {
  it.each([
    ['en', 'To decide', 'Decided'],
    ['fr', 'À décider', 'Décidées'],
  ] as const)('lists the pending ones, then those decided, in %s', async (language, pending, decided) => {
    mockFetch([{ path: LIST, body: listOf(suggestionsFixture) }]);
    const { container } = render({ language });
    const pendingTable = await screen.findByRole('table', { name: pending });
    expect(within(pendingTable).getByText('ATANGANA Brenda')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: decided })).getByText('BELLO Amadou')).toBeInTheDocument();
    expect(container).toMatchSnapshot();
  });

  it('confirms with today and a reason that gives the hours, sent as the threshold reached unless edited', async () => {
    const network = mockFetch([
      { path: LIST, body: listOf(suggestionsFixture) },
      {
        method: 'POST',
        path: '/api/sanction-suggestions/1/confirm',
        body: { ...pendingSuggestionFixture, status: 'confirmed', sanctionId: 5, decidedBy: 'Jean Mbarga' },
      },
    ]);
    const { user } = render({ language: 'fr' });
    await user.click(await screen.findByRole('button', { name: 'Confirmer\u00a0: Avertissement conduite, ATANGANA Brenda' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmer la sanction' });
    expect(within(dialog).getByLabelText(/Date/)).toHaveValue('2026-10-21');
    const reason = '7,5 h d’absence non justifiée et de consigne au trimestre 1 (seuil\u00a0: 6 h)';
    expect(within(dialog).getByLabelText(/Motif/)).toHaveValue(reason);
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer' }));

    // The sentence left as it was is not sent: the server keeps the threshold reached, to write in each reader's language.
    await waitFor(() => expect(network.requestsTo('/api/sanction-suggestions/1/confirm')).toHaveLength(1));
    expect(await jsonBody(network.requestsTo('/api/sanction-suggestions/1/confirm')[0])).toEqual({ date: '2026-10-21' });
    // The list is asked again: the suggestion is now decided.
    await waitFor(() => expect(network.requestsTo(LIST)).toHaveLength(2));

    // A reason edited is the text typed.
    await user.click(await screen.findByRole('button', { name: 'Confirmer : Avertissement conduite, ATANGANA Brenda' }));
    const again = await screen.findByRole('dialog', { name: 'Confirmer la sanction' });
    await user.clear(within(again).getByLabelText(/Motif/));
    await user.type(within(again).getByLabelText(/Motif/), 'Absences répétées');
    await user.click(within(again).getByRole('button', { name: 'Confirmer' }));
    await waitFor(() => expect(network.requestsTo('/api/sanction-suggestions/1/confirm')).toHaveLength(2));
    expect(await jsonBody(network.requestsTo('/api/sanction-suggestions/1/confirm')[1])).toEqual({
      date: '2026-10-21',
      reason: 'Absences répétées',
    });
  });

  it('dismisses after asking', async () => {
    const network = mockFetch([
      { path: LIST, body: listOf(suggestionsFixture) },
      { method: 'POST', path: '/api/sanction-suggestions/1/dismiss', body: { ...pendingSuggestionFixture, status: 'dismissed' } },
    ]);
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Dismiss: Avertissement conduite, ATANGANA Brenda' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dismiss the suggestion?' });
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(network.requestsTo('/api/sanction-suggestions/1/dismiss')).toHaveLength(1));
  });

  it('shows the principal the suggestions without deciding them', async () => {
    mockFetch([{ path: LIST, body: listOf(suggestionsFixture) }]);
    render({ user: principalFixture() });
    await screen.findByRole('table', { name: 'To decide' });
    expect(screen.queryByRole('button', { name: /Confirm|Dismiss/ })).not.toBeInTheDocument();
  });
});
