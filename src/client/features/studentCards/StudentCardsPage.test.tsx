import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import type { CurrentUser } from '../../../domain/contract/users';
import type { Language } from '../../../domain/enums';
import { axeViolations } from '../../testing/axe';
import { jsonBody, mockFetch, type MockRoute } from '../../testing/fetchMock';
import { signedInState, TOKEN } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { LAYOUT_KEY } from './CardActions';
import StudentCardsPage from './StudentCardsPage';
import { CARDS_PATH, cardsRoutes, fixToday, principalFixture, REVOKE_PATH, secretaryFixture, statusPath } from './testing/cardFixtures';

beforeEach(() => {
  localStorage.setItem('jwtToken', TOKEN);
  fixToday();
});
afterEach(() => jest.useRealTimers());

function Address() {
  const { search } = useLocation();
  return <output aria-label="address">{search}</output>;
}

const render = (language: Language = 'en', route = '/student-cards?classroom=11', user: CurrentUser = secretaryFixture()) =>
  renderWithProviders(
    <>
      <StudentCardsPage />
      <Address />
    </>,
    { language, route, preloadedState: signedInState(user) },
  );

const withCards = (routes: MockRoute[] = []) => mockFetch([...routes, ...cardsRoutes]);

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent?.replace(/\s/g, ' ')));

/** Saves nothing: records the names the browser was asked to save under. */
function catchSaves() {
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:cards'), revokeObjectURL: jest.fn() });
  const saved: string[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return { saved, restore: () => click.mockRestore() };
}

const table = () => screen.findByRole('table', { name: 'Students of 6e A and their cards' });

describe('the student-cards area', () => {
  it.each([
    ['en', 'Students of 6e A and their cards'],
    ['fr', 'Élèves de 6e A et leurs cartes'],
  ] as const)('lists the classroom’s students, their photo and their card, in %s', async (language, caption) => {
    const network = withCards();
    const { container } = render(language);
    await screen.findByRole('table', { name: caption });
    await waitFor(() => expect(screen.getByRole('combobox')).toHaveValue('11'));
    expect(network.requestsTo(statusPath(11))).toHaveLength(1);
    expect(network.requestsTo(statusPath(11))[0].headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    expect(container).toMatchSnapshot();
  });

  it('marks who has no photo yet and when each card was made', async () => {
    withCards();
    render();
    expect(rowsOf(await table())).toEqual([
      ['', 'Student', 'Matricule', 'Photo', 'Card'],
      ['', 'ATANGANA Paul', 'STU-0031', 'Yes', 'Made on Sep 10, 2026'],
      ['', 'FOTSO Jean', 'STU-0044', 'No photo yet', 'No card'],
      ['', 'NGONO Marie', 'STU-0012', 'Yes', 'Made on Sep 1, 2026'],
    ]);
    expect(screen.getByText('1 student has no photo yet: their card will print without one.')).toBeInTheDocument();
    expect(screen.getByText('3 students, 2 with a card.')).toBeInTheDocument();
  });

  it('asks for a classroom first, then keeps it and the students ticked in the address', async () => {
    const network = withCards();
    const { user } = render('en', '/student-cards');
    expect(await screen.findByText('Choose a class to see its students and their cards.')).toBeInTheDocument();
    await screen.findByRole('option', { name: '6e A' });
    await user.selectOptions(screen.getByLabelText('Class'), '6e A');
    await table();
    expect(network.requestsTo(statusPath(11))).toHaveLength(1);
    await user.click(screen.getByRole('checkbox', { name: 'Select NGONO Marie' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select ATANGANA Paul' }));
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('?classroom=11&students=31%2C12');
    expect(screen.getByRole('checkbox', { name: 'Select all the students' })).toHaveAttribute('data-indeterminate', 'true');
    await user.click(screen.getByRole('checkbox', { name: 'Select all the students' }));
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('?classroom=11&students=31%2C44%2C12');
    await user.click(screen.getByRole('checkbox', { name: 'Select all the students' }));
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(/^\?classroom=11$/);
    // Another classroom starts with nothing ticked.
    await user.click(screen.getByRole('checkbox', { name: 'Select FOTSO Jean' }));
    await user.selectOptions(screen.getByLabelText('Class'), '6e B');
    expect(await screen.findByText('No student is registered in this class.')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(/^\?classroom=12$/);
  });

  it.each([
    ['en', "Make the class's cards", 'Make the cards', 'cards-6e-A.pdf'],
    ['fr', 'Faire les cartes de la classe', 'Faire les cartes', 'cartes-6e-A.pdf'],
  ] as const)(
    'makes the whole classroom’s cards in %s after asking, saves the PDF and refreshes the list',
    async (language, button, confirm, name) => {
      const network = withCards([{ method: 'POST', path: CARDS_PATH, body: '%PDF' }]);
      const saves = catchSaves();
      try {
        const { user } = render(language);
        await screen.findByRole('table');
        await user.click(screen.getByRole('button', { name: button }));
        const dialog = screen.getByRole('dialog');
        expect(dialog).toHaveTextContent(
          language === 'en' ? "the students' old cards stop working" : 'les anciennes cartes des élèves ne fonctionnent plus',
        );
        await user.click(within(dialog).getByRole('button', { name: confirm }));
        await waitFor(() => expect(saves.saved).toEqual([name]));
        const [request] = network.requestsTo(CARDS_PATH);
        expect(await jsonBody(request)).toEqual({ classroomId: 11, layout: 'sheet' });
        expect(request.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
        await waitFor(() => expect(network.requestsTo(statusPath(11))).toHaveLength(2));
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
        expect(
          await screen.findByText(
            language === 'en' ? '3 cards made: their PDF is downloaded.' : '3 cartes faites : leur PDF est téléchargé.',
          ),
        ).toBeInTheDocument();
      } finally {
        saves.restore();
      }
    },
  );

  it('makes the cards of the students ticked, one a page for a card printer, and remembers the layout', async () => {
    const network = withCards([{ method: 'POST', path: CARDS_PATH, body: '%PDF' }]);
    const saves = catchSaves();
    try {
      const { user } = render('en', '/student-cards?classroom=11&students=12,31');
      await screen.findByRole('table');
      await user.click(screen.getByRole('radio', { name: 'One card per page (card printer)' }));
      expect(localStorage.getItem(LAYOUT_KEY)).toBe('card');
      await user.click(screen.getByRole('button', { name: 'Make 2 cards' }));
      expect(screen.getByRole('dialog', { name: 'Make the cards of 2 students?' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Make the cards' }));
      await waitFor(() => expect(saves.saved).toEqual(['cards-6e-A.pdf']));
      // In the table's order.
      expect(await jsonBody(network.requestsTo(CARDS_PATH)[0])).toEqual({ studentIds: [31, 12], layout: 'card' });
    } finally {
      saves.restore();
    }
  });

  it('names one student’s card for them', async () => {
    withCards([{ method: 'POST', path: CARDS_PATH, body: '%PDF' }]);
    const saves = catchSaves();
    try {
      const { user } = render('fr', '/student-cards?classroom=11&students=44');
      await screen.findByRole('table');
      await user.click(screen.getByRole('button', { name: 'Faire 1 carte' }));
      expect(screen.getByRole('dialog', { name: 'Faire la carte de FOTSO Jean\u00a0?' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Faire les cartes' }));
      await waitFor(() => expect(saves.saved).toEqual(['carte-FOTSO-Jean-6e-A.pdf']));
    } finally {
      saves.restore();
    }
  });

  it('revokes the classroom’s codes after asking and says how many went', async () => {
    const network = withCards([{ method: 'POST', path: REVOKE_PATH, body: { revoked: 2 } }]);
    const { user } = render();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: "Revoke the class's codes" }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke the codes of 6e A?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('2 codes revoked.')).toBeInTheDocument();
    expect(await jsonBody(network.requestsTo(REVOKE_PATH)[0])).toEqual({ classroomId: 11 });
    // The mutation's tag refreshes the list.
    await waitFor(() => expect(network.requestsTo(statusPath(11))).toHaveLength(2));
  });

  it('revokes the codes of the students ticked', async () => {
    const network = withCards([{ method: 'POST', path: REVOKE_PATH, body: { revoked: 1 } }]);
    const { user } = render('en', '/student-cards?classroom=11&students=31');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Revoke 1 code' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Revoke the code of ATANGANA Paul?' })).getByRole('button', { name: 'Revoke' }),
    );
    expect(await screen.findByText('1 code revoked.')).toBeInTheDocument();
    expect(await jsonBody(network.requestsTo(REVOKE_PATH)[0])).toEqual({ studentIds: [31] });
  });

  it('shows the list but neither the boxes nor the buttons to who may only read', async () => {
    const network = withCards();
    render('en', '/student-cards?classroom=11&students=31', principalFixture());
    expect(rowsOf(await table())[1]).toEqual(['ATANGANA Paul', 'STU-0031', 'Yes', 'Made on Sep 10, 2026']);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /cards|card|codes|code/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(network.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('names the students the server refused, and marks their row', async () => {
    withCards([
      {
        method: 'POST',
        path: CARDS_PATH,
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Some students cannot have a card.',
          fields: { 'studentIds[1]': 'Not registered in 2026-2027.' },
        },
      },
    ]);
    const saves = catchSaves();
    try {
      const { user } = render('en', '/student-cards?classroom=11&students=44,12');
      await screen.findByRole('table');
      await user.click(screen.getByRole('button', { name: 'Make 2 cards' }));
      await user.click(screen.getByRole('button', { name: 'Make the cards' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Some students cannot have a card.');
      expect(within(alert).getByRole('listitem')).toHaveTextContent('NGONO Marie (STU-0012): Not registered in 2026-2027.');
      expect(screen.getByRole('rowheader', { name: 'NGONO Marie (refused)' })).toBeInTheDocument();
      expect(saves.saved).toEqual([]);
    } finally {
      saves.restore();
    }
  });

  it('tells a classroom without students (404) in place', async () => {
    withCards([
      {
        method: 'POST',
        path: REVOKE_PATH,
        status: 404,
        body: { statusCode: 404, error: 'Not Found', message: 'This classroom has no student this year.' },
      },
    ]);
    const { user } = render();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: "Revoke the class's codes" }));
    await user.click(screen.getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This classroom has no student this year.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    mockFetch([{ path: statusPath(11), status: 500, body: { statusCode: 500, error: 'x', message: '' } }, ...cardsRoutes.slice(0, 1)]);
    render();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('has no violations axe can see', async () => {
    withCards();
    const { container } = render('fr', '/student-cards?classroom=11&students=31');
    await screen.findByRole('table');
    expect(await axeViolations(container)).toEqual([]);
  });
});
