import { screen, waitFor, within } from '@testing-library/react';
import { STICKY_CLASS } from '../../../components/StickyCell';
import { jsonBody, mockFetch, type MockRoute } from '../../../testing/fetchMock';
import { signedInState, TOKEN } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { listOf, registrationsFixture, structureRoutes, studentsFixture, studentUserFixture } from '../testing/studentFixtures';
import { EnrolmentPage } from './EnrolmentPage';

beforeEach(() => {
  localStorage.setItem('jwtToken', TOKEN);
  document.cookie = 'XSRF-TOKEN=xsrf-value';
});

const unregistered = studentsFixture.slice(1);

const routes = (): MockRoute[] => [
  { path: /^\/api\/students\/unregistered\/3\?/, body: { data: unregistered, total: 75 } },
  ...structureRoutes(),
];

const render = (language: 'en' | 'fr' = 'en') =>
  renderWithProviders(<EnrolmentPage />, { language, route: '/student/enrolment', preloadedState: signedInState(studentUserFixture()) });

const chooseClassroom = async (user: ReturnType<typeof render>['user'], id: string) => {
  await screen.findAllByRole('option', { name: /6e A/ });
  await user.selectOptions(screen.getByLabelText(/^Class/), id);
};

describe('the enrolment screen', () => {
  it.each(['en', 'fr'] as const)('renders in %s', async (language) => {
    mockFetch(routes());
    const { container, user } = render(language);
    await screen.findByText('BIYA Jean');
    await screen.findAllByRole('option', { name: /6e A/ });
    await user.selectOptions(screen.getByLabelText(language === 'en' ? /^Class/ : /^Classe/), '11');
    const en = language === 'en';
    expect(screen.getByRole('heading', { level: 1, name: en ? 'Enrolment' : 'Inscriptions' })).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2].textContent)).toEqual(['BIYA Jean', 'DJODA Aminatou']);
    expect(
      screen.getByRole('button', { name: en ? 'Enrol the selected students (0)' : 'Inscrire les élèves sélectionnés (0)' }),
    ).toBeDisabled();
    expect(container).toMatchSnapshot();
  });

  it('keeps the Enrol buttons at the end of the rows while a narrow screen scrolls the rest', async () => {
    mockFetch(routes());
    render();
    await screen.findByText('BIYA Jean');
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toHaveClass(STICKY_CLASS.end);
    const cell = screen.getByRole('button', { name: 'Enrol BIYA Jean' }).closest('td');
    expect(cell).toHaveClass(STICKY_CLASS.end);
    expect(cell).toBe(cell?.parentElement?.lastElementChild);
  });

  it("lists the current year's unregistered students, 50 a page, and searches them", async () => {
    const network = mockFetch(routes());
    const { user } = render();
    await screen.findByText('BIYA Jean');
    expect(new URL(network.requestsTo(/unregistered/)[0].url).search).toBe('?limit=50&skip=0');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(new URL(network.requestsTo(/unregistered/).at(-1)!.url).search).toBe('?limit=50&skip=50'));
    await user.type(screen.getByLabelText('Name or matricule'), 'djo');
    await waitFor(() => expect(new URL(network.requestsTo(/unregistered/).at(-1)!.url).search).toBe('?search=djo&limit=50&skip=0'));
  });

  it("shows the chosen classroom's head count and capacity", async () => {
    mockFetch(routes());
    const { user } = render();
    await chooseClassroom(user, '11');
    expect(screen.getByText('6e A: 34 of 60 places taken, 26 places left')).toBeInTheDocument();
  });

  it('enrols the checked students in bulk with studentIds', async () => {
    const network = mockFetch([
      { method: 'POST', path: '/api/registrations', status: 201, body: listOf([registrationsFixture[0], registrationsFixture[0]]) },
      ...routes(),
    ]);
    const { user } = render();
    await screen.findByText('BIYA Jean');
    await chooseClassroom(user, '11');
    await user.click(screen.getByRole('checkbox', { name: 'Select every student on this page' }));
    await user.click(screen.getByRole('checkbox', { name: 'Repeating the year' }));
    await user.click(screen.getByRole('button', { name: 'Enrol the selected students (2)' }));

    expect(await screen.findByText('2 students enrolled in 6e A')).toBeInTheDocument();
    const [call] = network.requestsTo('/api/registrations');
    expect(await jsonBody(call)).toEqual({ studentIds: [2, 3], classroomId: 11, repeating: true });
    expect(call.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    expect(screen.getByRole('button', { name: 'Enrol the selected students (0)' })).toBeDisabled();
  });

  it('enrols one student with studentId', async () => {
    const network = mockFetch([
      { method: 'POST', path: '/api/registrations', status: 201, body: listOf([registrationsFixture[0]]) },
      ...routes(),
    ]);
    const { user } = render('fr');
    await screen.findByText('DJODA Aminatou');
    await screen.findAllByRole('option', { name: /6e A/ });
    await user.selectOptions(screen.getByLabelText(/^Classe/), '13');
    await user.click(screen.getByRole('button', { name: 'Inscrire DJODA Aminatou' }));
    expect(await screen.findByText('1 élève inscrit en 5e A')).toBeInTheDocument();
    expect(await jsonBody(network.requestsTo('/api/registrations')[0])).toEqual({ studentId: 3, classroomId: 13, repeating: false });
  });

  it('says under the classroom that it is full (409), without the error dialog', async () => {
    const message = 'The classroom 6e B is full (60 places).';
    mockFetch([
      {
        method: 'POST',
        path: '/api/registrations',
        status: 409,
        body: { statusCode: 409, error: 'Conflict', message, fields: { classroomId: message } },
      },
      ...routes(),
    ]);
    const { user } = render();
    await screen.findByText('BIYA Jean');
    await chooseClassroom(user, '12');
    await user.click(screen.getByRole('checkbox', { name: 'Select BIYA Jean' }));
    await user.click(screen.getByRole('button', { name: 'Enrol the selected students (1)' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Class/)).toHaveAccessibleDescription(message);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('tells students already registered (409 without a field) above the list, without the error dialog', async () => {
    const message = 'Already registered this school year: 1 of the chosen students.';
    mockFetch([
      { method: 'POST', path: '/api/registrations', status: 409, body: { statusCode: 409, error: 'Conflict', message } },
      ...routes(),
    ]);
    const { user } = render();
    await screen.findByText('BIYA Jean');
    await chooseClassroom(user, '12');
    await user.click(screen.getByRole('checkbox', { name: 'Select BIYA Jean' }));
    await user.click(screen.getByRole('button', { name: 'Enrol the selected students (1)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
