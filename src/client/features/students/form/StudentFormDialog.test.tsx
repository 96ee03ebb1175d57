import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import { jsonBody, mockFetch } from '../../../testing/fetchMock';
import { signedInState, TOKEN } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { brendaFixture, classroomsFixture, listOf, structureRoutes, studentUserFixture } from '../testing/studentFixtures';
import { StudentFormDialog } from './StudentFormDialog';

// Typing a whole form key by key, each key validated, takes a few seconds on a shared machine.

beforeEach(() => {
  localStorage.setItem('jwtToken', TOKEN);
  document.cookie = 'XSRF-TOKEN=xsrf-value';
});

/** What a new student's form reads besides its own call: the classrooms to enrol in, and no possible duplicate. */
const noDuplicate = { path: /^\/api\/students\/duplicates\?/, body: listOf([]) };
const newStudentRoutes = () => [...structureRoutes(), noDuplicate];

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
    const network = mockFetch([
      { method: 'POST', path: '/api/students', status: 201, body: { ...brendaFixture, id: 9, placement: null } },
      ...newStudentRoutes(),
    ]);
    const { user, form, onSaved } = render();
    await user.type(form.getByLabelText(/Last name/), ' Atangana ');
    await user.type(form.getByLabelText(/First name/), 'Brenda');
    await user.selectOptions(form.getByLabelText(/Sex/), 'F');
    await user.type(form.getByLabelText('Date of birth'), '2014-03-12');
    await user.type(form.getByLabelText("Guardian's phone"), '+237 677 123 456');
    await user.selectOptions(form.getByLabelText('Groupe sanguin'), 'O+');
    await user.type(form.getByLabelText('Nombre de frères et sœurs'), '3');
    await user.click(form.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('ATANGANA Brenda saved (26SC00001).')).toBeInTheDocument();
    // The possible duplicates are asked first, by the names, birth date and phone typed.
    expect(network.requestsTo(/^\/api\/students\/duplicates/)[0].url).toContain(
      '?lastName=Atangana&firstName=Brenda&birthDate=2014-03-12&guardianPhone=%2B237+677+123+456',
    );
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
      guardianEmail: null,
      address: null,
      customFields: { '1': 'O+', '2': 3 },
    });
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 9 }), true);
  });

  it('checks the form with the contract rules before sending', async () => {
    const network = mockFetch(newStudentRoutes());
    const { user, form } = render();
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please check the form')).toBeInTheDocument();
    expect(form.getAllByText('This field is required')).toHaveLength(3);
    expect(network.requestsTo(/^\/api\/students/)).toHaveLength(0);
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

  it("shows the server's field errors on their inputs, without the error dialog", async () => {
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
      ...newStudentRoutes(),
    ]);
    const { user, form } = render();
    await user.type(form.getByLabelText(/Last name/), 'Biya');
    await user.type(form.getByLabelText(/First name/), 'Jean');
    await user.selectOptions(form.getByLabelText(/Sex/), 'M');
    await user.click(form.getByRole('button', { name: 'Save' }));

    expect(await form.findByText('Not a phone number')).toBeInTheDocument();
    expect(form.getByLabelText("Guardian's phone")).toHaveAccessibleDescription('Not a phone number');
    expect(form.getByLabelText('Nombre de frères et sœurs')).toHaveAccessibleDescription('Must be a number');
    expect(form.getByLabelText("Guardian's phone")).toHaveAttribute('aria-invalid', 'true');
    // The form itself is the only dialog: the error dialog is for what no form can explain.
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: 'Invalid form' })).not.toBeInTheDocument();
  });

  /** Fills the required fields with a typed matricule and saves. */
  async function saveWithMatricule(
    { user, form }: ReturnType<typeof render>,
    labels: { last: RegExp; first: RegExp; sex: RegExp; save: string },
  ) {
    // Pasted at once: typed key by key, the first characters would not yet be a matricule.
    await user.click(form.getByLabelText('Matricule'));
    await user.paste('26sc00001');
    await user.type(form.getByLabelText(labels.last), 'Biya');
    await user.type(form.getByLabelText(labels.first), 'Jean');
    await user.selectOptions(form.getByLabelText(labels.sex), 'M');
    await user.click(form.getByRole('button', { name: labels.save }));
  }

  const taken = 'Le matricule 26SC00001 est déjà attribué à un autre élève.';

  it('marks the matricule inline for a matricule already used (409), in French, without the error dialog', async () => {
    const network = mockFetch([
      {
        method: 'POST',
        path: '/api/students',
        status: 409,
        // What the server answers a French client (errors.matriculeTaken, with the field named).
        body: { statusCode: 409, error: 'Conflict', message: taken, fields: { matricule: taken } },
      },
      ...newStudentRoutes(),
    ]);
    const rendered = render({}, 'fr');
    const { form, onSaved, user } = rendered;
    await saveWithMatricule(rendered, { last: /^Nom \*?$/, first: /Prénom/, sex: /Sexe/, save: 'Enregistrer' });

    const matricule = form.getByLabelText('Matricule');
    await waitFor(() => expect(matricule).toHaveAttribute('aria-invalid', 'true'));
    expect(matricule).toHaveAccessibleDescription(taken);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: 'Le serveur est temporairement inaccessible' })).not.toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();

    // Leaving the field keeps the server's word; the same matricule is not sent again.
    await user.click(form.getByLabelText(/Prénom/));
    await user.tab();
    expect(matricule).toHaveAccessibleDescription(taken);
    await user.click(form.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Veuillez vérifier le formulaire')).toBeInTheDocument();
    expect(network.requestsTo('/api/students')).toHaveLength(1);

    // Another matricule clears it.
    await user.type(matricule, '2');
    await waitFor(() => expect(matricule).toHaveAttribute('aria-invalid', 'false'));
  });

  it('tells a conflict that names no field at the top of the form, not in the error dialog', async () => {
    mockFetch([
      {
        method: 'POST',
        path: '/api/students',
        status: 409,
        body: { statusCode: 409, error: 'Conflict', message: 'This change conflicts with another record.' },
      },
      ...newStudentRoutes(),
    ]);
    const rendered = render();
    await saveWithMatricule(rendered, { last: /Last name/, first: /First name/, sex: /Sex/, save: 'Save' });
    expect(await rendered.form.findByRole('alert')).toHaveTextContent('This change conflicts with another record.');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('still opens the error dialog for a server failure (500)', async () => {
    mockFetch([
      {
        method: 'POST',
        path: '/api/students',
        status: 500,
        body: { statusCode: 500, error: 'Internal Server Error', message: "Une erreur s'est produite sur le serveur." },
      },
      ...newStudentRoutes(),
    ]);
    const rendered = render({}, 'fr');
    await saveWithMatricule(rendered, { last: /^Nom \*?$/, first: /Prénom/, sex: /Sexe/, save: 'Enregistrer' });
    const alert = await screen.findByRole('dialog', { name: 'Le serveur est temporairement inaccessible' });
    expect(alert).toHaveTextContent("Une erreur s'est produite sur le serveur.");
    expect(rendered.form.getByLabelText('Matricule')).toHaveAttribute('aria-invalid', 'false');
  });

  describe("the secretary's rush", () => {
    beforeEach(() => {
      Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:photo'), revokeObjectURL: jest.fn() });
    });
    const pauline = { ...brendaFixture, id: 402, matricule: '26SC00402', lastName: 'Ngono', firstName: 'Pauline' };
    /** Pasted, not typed key by key: a secretary's fields, without the seconds each key costs here. */
    const fillPauline = async ({ user, form }: ReturnType<typeof render>) => {
      for (const [label, value] of [
        [/Last name/, 'Ngono'],
        [/First name/, 'Pauline'],
        ['Date of birth', '2013-05-02'],
      ] as const) {
        await user.click(form.getByLabelText(label));
        await user.paste(value);
      }
      await user.selectOptions(form.getByLabelText(/Sex/), 'F');
    };

    it('enrols in the classroom chosen, sends the photo, and leaves a blank form for the next one with Ctrl+Enter', async () => {
      const sixthA = classroomsFixture[0];
      const placement = {
        registrationId: 7,
        classroomId: sixthA.id,
        classroomName: sixthA.name,
        levelId: 1,
        schoolYearId: 3,
        repeating: false,
      };
      const network = mockFetch([
        { method: 'POST', path: '/api/students/enrol', status: 201, body: { ...pauline, placement } },
        { method: 'PUT', path: '/api/students/402/photo', body: { hasPhoto: true } },
        ...newStudentRoutes(),
      ]);
      const rendered = render();
      const { user, form, onSaved } = rendered;
      await fillPauline(rendered);
      await user.selectOptions(await form.findByRole('combobox', { name: 'Class' }), String(sixthA.id));
      await user.upload(
        form.getByLabelText('Photo file'),
        new NodeFile(['jpeg'], 'pauline.jpg', { type: 'image/jpeg' }) as unknown as File,
      );
      expect(form.getByRole('button', { name: 'Remove' })).toBeInTheDocument();
      await user.keyboard('{Control>}{Enter}{/Control}');

      expect(await screen.findByText('NGONO Pauline saved (26SC00402), in 6e A.')).toBeInTheDocument();
      expect(await jsonBody(network.requestsTo('/api/students/enrol')[0])).toMatchObject({
        lastName: 'Ngono',
        firstName: 'Pauline',
        classroomId: sixthA.id,
        repeating: false,
      });
      expect(network.requestsTo('/api/students/402/photo')[0].headers.get('Content-Type')).toBe('image/jpeg');
      expect(network.requestsTo('/api/students')).toHaveLength(0);
      // Ready for the next student: blank names, no photo, the same classroom, the cursor in the last name.
      expect(onSaved).not.toHaveBeenCalled();
      await waitFor(() => expect(form.getByLabelText(/Last name/)).toHaveValue(''));
      expect(form.getByLabelText(/Last name/)).toHaveFocus();
      expect(form.getByRole('combobox', { name: 'Class' })).toHaveValue(String(sixthA.id));
      expect(form.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    });

    it('shows a possible duplicate before saving, and saves anyway when asked again', async () => {
      const network = mockFetch([
        {
          path: /^\/api\/students\/duplicates\?/,
          body: listOf([
            {
              id: 402,
              matricule: '26SC00402',
              lastName: 'NGONO',
              firstName: 'Pauline',
              birthDate: '2013-05-02',
              classroomName: '5e A',
              archived: false,
              reasons: ['birthDate'],
            },
          ]),
        },
        { method: 'POST', path: '/api/students', status: 201, body: { ...pauline, id: 403, matricule: '26SC00403', placement: null } },
        ...structureRoutes(),
      ]);
      const rendered = render();
      const { user, form, onSaved } = rendered;
      await fillPauline(rendered);
      await user.click(form.getByRole('button', { name: 'Save' }));

      const warning = await form.findByRole('alert');
      expect(warning).toHaveTextContent('This student may already be on record');
      expect(warning).toHaveTextContent('26SC00402 · 5e A · born May 2, 2013 (same birth date)');
      expect(within(warning).getByRole('link', { name: 'NGONO Pauline' })).toHaveAttribute('href', '/student/402');
      expect(within(warning).getByRole('link', { name: 'NGONO Pauline' })).toHaveAttribute('target', '_blank');
      expect(network.requestsTo('/api/students')).toHaveLength(0);
      expect(warning).toMatchSnapshot();

      await user.click(form.getByRole('button', { name: 'Save anyway' }));
      await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 403 }), true));
      expect(network.requestsTo(/^\/api\/students\/duplicates/)).toHaveLength(1);
    });

    it('keeps the record when the photo is refused, and says so', async () => {
      mockFetch([
        { method: 'POST', path: '/api/students', status: 201, body: { ...pauline, placement: null } },
        {
          method: 'PUT',
          path: '/api/students/402/photo',
          status: 400,
          body: { statusCode: 400, error: 'Bad Request', message: 'This file is not an image.' },
        },
        ...newStudentRoutes(),
      ]);
      const rendered = render();
      await fillPauline(rendered);
      await rendered.user.upload(rendered.form.getByLabelText('Photo file'), new File(['?'], 'p.png', { type: 'image/png' }));
      await rendered.user.click(rendered.form.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('NGONO Pauline is saved, but not the photo: This file is not an image.')).toBeInTheDocument();
      expect(rendered.onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 402 }), true);
    });
  });
});
