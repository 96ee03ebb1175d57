import { screen, within } from '@testing-library/react';
import { jsonBody, mockFetch } from '../../../testing/fetchMock';
import { signedInState, TOKEN } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { brendaFixture, studentUserFixture } from '../testing/studentFixtures';
import { StudentFormDialog } from './StudentFormDialog';

// Typing a whole form key by key, each key validated, takes a few seconds on a shared machine.

beforeEach(() => {
  localStorage.setItem('jwtToken', TOKEN);
  document.cookie = 'XSRF-TOKEN=xsrf-value';
});

const render = (props: Partial<Parameters<typeof StudentFormDialog>[0]> = {}, language: 'en' | 'fr' = 'en') => {
  const onSaved = jest.fn();
  const onClose = jest.fn();
  const result = renderWithProviders(<StudentFormDialog onSaved={onSaved} onClose={onClose} {...props} />, {
    language,
    preloadedState: signedInState(studentUserFixture()),
  });
  return { ...result, onSaved, onClose, form: within(screen.getByRole('dialog')) };
};

describe('the student form', () => {
  it.each(['en', 'fr'] as const)('renders a new student in %s', (language) => {
    const { form } = render({}, language);
    const en = language === 'en';
    expect(form.getByRole('heading', { name: en ? 'New student' : 'Nouvel élève' })).toBeInTheDocument();
    for (const name of en ? ['Last name', 'First name'] : ['Nom', 'Prénom']) expect(form.getByRole('textbox', { name })).toBeRequired();
    expect(form.getByRole('combobox', { name: en ? 'Sex' : 'Sexe' })).toBeRequired();
    expect(form.getByRole('button', { name: en ? 'Save' : 'Enregistrer' })).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toMatchSnapshot();
  });

  it('renders an existing student with their custom fields', () => {
    const { form } = render({ student: brendaFixture }, 'fr');
    expect(form.getByRole('heading', { name: "Modifier l'élève" })).toBeInTheDocument();
    expect(form.getByLabelText('Matricule')).toHaveValue('26SC00001');
    expect(form.getByLabelText('Groupe sanguin')).toHaveValue('O+');
    expect(form.getByLabelText('Nombre de frères et sœurs')).toHaveValue(3);
  });

  it('creates a student with the body the contract expects', async () => {
    const network = mockFetch([{ method: 'POST', path: '/api/students', status: 201, body: { ...brendaFixture, id: 9, placement: null } }]);
    const { user, form, onSaved } = render();
    await user.type(form.getByLabelText(/Last name/), ' Atangana ');
    await user.type(form.getByLabelText(/First name/), 'Brenda');
    await user.selectOptions(form.getByLabelText(/Sex/), 'F');
    await user.type(form.getByLabelText('Date of birth'), '2014-03-12');
    await user.type(form.getByLabelText("Guardian's phone"), '+237 677 123 456');
    await user.selectOptions(form.getByLabelText('Groupe sanguin'), 'O+');
    await user.type(form.getByLabelText('Nombre de frères et sœurs'), '3');
    await user.click(form.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Action completed successfully')).toBeInTheDocument();
    const [call] = network.requestsTo('/api/students');
    expect(call.headers.get('X-XSRF-TOKEN')).toBe('xsrf-value');
    expect(call.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    // No matricule: the server generates it. Blank fields are null, numbers are numbers.
    expect(await jsonBody(call)).toEqual({
      lastName: 'Atangana',
      firstName: 'Brenda',
      sex: 'F',
      birthDate: '2014-03-12',
      birthPlace: null,
      guardianName: null,
      guardianPhone: '+237 677 123 456',
      address: null,
      customFields: { '1': 'O+', '2': 3 },
    });
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 9 }), true);
  });

  it('checks the form with the contract rules before sending', async () => {
    const network = mockFetch([]);
    const { user, form } = render();
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please check the form')).toBeInTheDocument();
    expect(form.getAllByText('This field is required')).toHaveLength(3);
    expect(network.requests).toHaveLength(0);
  });

  it('edits with PUT /api/students/{id}, without the id in the body', async () => {
    const network = mockFetch([{ method: 'PUT', path: '/api/students/1', body: brendaFixture }]);
    const { user, form, onSaved } = render({ student: brendaFixture });
    await user.clear(form.getByLabelText('Address'));
    await user.click(form.getByRole('button', { name: 'Save' }));
    await screen.findByText('Action completed successfully');
    const body = (await jsonBody(network.requestsTo('/api/students/1')[0])) as Record<string, unknown>;
    expect(body).not.toHaveProperty('id');
    expect(body).toMatchObject({ matricule: '26SC00001', address: null, archived: false, customFields: { '1': 'O+', '2': 3 } });
    expect(onSaved).toHaveBeenCalledWith(brendaFixture, false);
  });

  it("shows the server's field errors on their inputs", async () => {
    mockFetch([
      {
        method: 'POST',
        path: '/api/students',
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Some fields are invalid',
          fields: { guardianPhone: 'Not a phone number', 'customFields.2': 'Must be a number' },
        },
      },
    ]);
    const { user, form } = render();
    await user.type(form.getByLabelText(/Last name/), 'Biya');
    await user.type(form.getByLabelText(/First name/), 'Jean');
    await user.selectOptions(form.getByLabelText(/Sex/), 'M');
    await user.click(form.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('dialog', { name: 'Invalid form' });
    expect(alert).toHaveTextContent('Some fields are invalid');
    expect(form.getByLabelText("Guardian's phone")).toHaveAccessibleDescription('Not a phone number');
    expect(form.getByLabelText('Nombre de frères et sœurs')).toHaveAccessibleDescription('Must be a number');
    expect(form.getByLabelText("Guardian's phone")).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the error dialog for a matricule already used (409)', async () => {
    mockFetch([
      {
        method: 'POST',
        path: '/api/students',
        status: 409,
        body: { statusCode: 409, error: 'Conflict', message: 'The matricule 26SC00001 is already used.' },
      },
    ]);
    const { user, form, onSaved } = render();
    // Pasted at once: typed key by key, the first characters would not yet be a matricule.
    await user.click(form.getByLabelText('Matricule'));
    await user.paste('26sc00001');
    await user.type(form.getByLabelText(/Last name/), 'Biya');
    await user.type(form.getByLabelText(/First name/), 'Jean');
    await user.selectOptions(form.getByLabelText(/Sex/), 'M');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The matricule 26SC00001 is already used.')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
