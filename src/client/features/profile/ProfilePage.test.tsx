import { screen, waitFor, within } from '@testing-library/react';
import { jsonBody, mockFetch } from '../../testing/fetchMock';
import { currentUserFixture, signedInState, TOKEN } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import ProfilePage from './ProfilePage';

beforeEach(() => localStorage.setItem('jwtToken', TOKEN));

const detailsForm = () => screen.getByRole('heading', { name: /My details|Mes informations/ }).parentElement as HTMLElement;
const passwordForm = () =>
  screen.getByRole('heading', { name: /Change my password|Changer mon mot de passe/ }).parentElement as HTMLElement;

describe('ProfilePage', () => {
  it.each(['en', 'fr'] as const)('renders in %s', (language) => {
    const { container } = renderWithProviders(<ProfilePage />, { language, preloadedState: signedInState() });
    const en = language === 'en';
    expect(screen.getByRole('heading', { level: 1, name: en ? 'My profile' : 'Mon profil' })).toBeInTheDocument();
    expect(within(detailsForm()).getByRole('textbox', { name: en ? 'First name' : 'Prénom' })).toHaveValue('Aïcha');
    expect(within(detailsForm()).getByRole('textbox', { name: en ? 'Last name' : 'Nom' })).toHaveValue('Mbarga');
    expect(
      within(passwordForm()).getByRole('button', { name: en ? 'Change the password' : 'Changer le mot de passe' }),
    ).toBeInTheDocument();
    expect(container).toMatchSnapshot();
  });

  it('translates validation messages and warns that the form is invalid', async () => {
    const network = mockFetch([]);
    const { user } = renderWithProviders(<ProfilePage />, { language: 'fr', preloadedState: signedInState() });
    const details = within(detailsForm());

    await user.clear(details.getByLabelText(/Prénom/));
    await user.clear(details.getByLabelText(/Adresse e-mail/));
    await user.type(details.getByLabelText(/Adresse e-mail/), 'not-an-address');
    await user.click(details.getByRole('button', { name: 'Enregistrer' }));

    expect(await details.findByText('Ce champ est obligatoire')).toBeInTheDocument();
    expect(details.getByText('Adresse e-mail invalide')).toBeInTheDocument();
    expect(await screen.findByText('Veuillez vérifier le formulaire')).toBeInTheDocument();
    expect(network.requests).toHaveLength(0);
  });

  it('checks the new password rule and its confirmation', async () => {
    mockFetch([]);
    const { user } = renderWithProviders(<ProfilePage />, { preloadedState: signedInState() });
    const form = within(passwordForm());
    await user.type(form.getByLabelText(/Current password/), 'Scola-2026');
    await user.type(form.getByLabelText(/^New password/), 'short');
    await user.type(form.getByLabelText(/Confirm the new password/), 'other');
    await user.click(form.getByRole('button', { name: 'Change the password' }));
    expect(await form.findByText('At least 8 characters')).toBeInTheDocument();
    expect(form.getByText('The two entries do not match')).toBeInTheDocument();
  });

  it('saves the details with PUT /users/{id}, without the id in the body, and confirms with a toast', async () => {
    const saved = { ...currentUserFixture().data.user, phone: '+237 600 00 00 00' };
    const network = mockFetch([{ method: 'PUT', path: '/users/6', body: saved }]);
    document.cookie = 'XSRF-TOKEN=xsrf-value';
    const { user, store } = renderWithProviders(<ProfilePage />, { preloadedState: signedInState() });
    const details = within(detailsForm());

    await user.clear(details.getByLabelText(/Phone/));
    await user.type(details.getByLabelText(/Phone/), '+237 600 00 00 00');
    await user.click(details.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Action completed successfully')).toBeInTheDocument();
    const [call] = network.requests;
    expect(await jsonBody(call)).toEqual({
      firstName: 'Aïcha',
      lastName: 'Mbarga',
      email: 'secretariat@lycee-demo.cm',
      phone: '+237 600 00 00 00',
    });
    expect(call.headers.get('X-XSRF-TOKEN')).toBe('xsrf-value');
    expect(store.getState().auth.currentUser?.data.user.phone).toBe('+237 600 00 00 00');
  });

  it('marks a wrong current password on its field, in French, with no dialog and no raw field name', async () => {
    mockFetch([
      {
        method: 'PUT',
        path: '/api/users/edit-password',
        status: 400,
        // What the server answers a French client: errors.validation, and errors.wrongPassword on the field.
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Certains champs ne sont pas valides. Veuillez vérifier le formulaire.',
          fields: { currentPassword: 'Le mot de passe actuel est incorrect.' },
        },
      },
    ]);
    const { user } = renderWithProviders(<ProfilePage />, { language: 'fr', preloadedState: signedInState() });
    const form = within(passwordForm());
    await user.type(form.getByLabelText(/Mot de passe actuel/), 'certainement-pas-le-bon');
    await user.type(form.getByLabelText(/^Nouveau mot de passe/), 'un-nouveau-mot-de-passe');
    await user.type(form.getByLabelText(/Confirmer/), 'un-nouveau-mot-de-passe');
    await user.click(form.getByRole('button', { name: 'Changer le mot de passe' }));

    const current = form.getByLabelText(/Mot de passe actuel/);
    await waitFor(() => expect(current).toHaveAttribute('aria-invalid', 'true'));
    expect(current).toHaveAccessibleDescription('Le mot de passe actuel est incorrect.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('currentPassword');
    expect(form.getByLabelText(/^Nouveau mot de passe/)).toHaveAttribute('aria-invalid', 'false');
  });

  it('still opens the error dialog when the server fails (500)', async () => {
    mockFetch([
      {
        method: 'PUT',
        path: '/api/users/edit-password',
        status: 500,
        body: { statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong on our side.' },
      },
    ]);
    const { user } = renderWithProviders(<ProfilePage />, { preloadedState: signedInState() });
    const form = within(passwordForm());
    await user.type(form.getByLabelText(/Current password/), 'Scola-2026');
    await user.type(form.getByLabelText(/^New password/), 'a-longer-passphrase');
    await user.type(form.getByLabelText(/Confirm the new password/), 'a-longer-passphrase');
    await user.click(form.getByRole('button', { name: 'Change the password' }));

    const dialog = await screen.findByRole('dialog', { name: 'The server is temporarily unavailable' });
    expect(dialog).toHaveTextContent('Something went wrong on our side.');
    expect(form.getByLabelText(/Current password/)).toHaveAttribute('aria-invalid', 'false');
  });
});
