import { screen, waitFor, within } from '@testing-library/react';
import { jsonBody, mockFetch } from '../../../testing/fetchMock';
import { signedInState, TOKEN } from '../../../testing/fixtures';
import { columnTexts } from '../../../testing/tables';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { levels, listOf } from '../toolsFixtures';
import LevelsTab from './LevelsTab';

beforeEach(() => localStorage.setItem('jwtToken', TOKEN));

const rowOf = (text: string) => screen.getByRole('cell', { name: text }).closest('tr') as HTMLElement;

describe('LevelsTab', () => {
  it.each(['en', 'fr'] as const)('lists the levels in %s', async (language) => {
    mockFetch([{ path: '/api/levels', body: listOf(levels) }]);
    const { container } = renderWithProviders(<LevelsTab />, { language, preloadedState: signedInState() });
    expect(await screen.findByText('Licence 1')).toBeInTheDocument();
    expect(columnTexts(1)).toEqual(['6e', '5e', 'Licence 1']);
    expect(screen.getByRole('button', { name: language === 'en' ? 'Add' : 'Ajouter' })).toBeInTheDocument();
    expect(container).toMatchSnapshot();
  });

  it('says so when there is no level yet', async () => {
    mockFetch([{ path: '/api/levels', body: listOf([]) }]);
    renderWithProviders(<LevelsTab />, { preloadedState: signedInState() });
    expect(await screen.findByText('Nothing here yet.')).toBeInTheDocument();
  });

  it('adds a level: the body follows the contract (code upper-cased, position a number) and a toast confirms', async () => {
    const network = mockFetch([
      { path: '/api/levels', body: listOf(levels) },
      { method: 'POST', path: '/api/levels', body: { id: 9, name: '4e', code: '4E', gradingSystem: 'sequence', position: 9 } },
    ]);
    const { user } = renderWithProviders(<LevelsTab />, { preloadedState: signedInState() });
    await screen.findByText('Licence 1');

    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'New level' });
    // The next position is offered.
    expect(within(dialog).getByLabelText(/Position/)).toHaveValue(9);
    await user.type(within(dialog).getByLabelText(/Name/), ' 4e ');
    await user.type(within(dialog).getByLabelText(/Code/), '4e');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Action completed successfully')).toBeInTheDocument();
    const [post] = network.requestsTo('/api/levels').filter((request) => request.method === 'POST');
    expect(await jsonBody(post)).toEqual({ name: '4e', code: '4E', gradingSystem: 'sequence', position: 9 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('checks the contract rules before sending anything', async () => {
    const network = mockFetch([{ path: '/api/levels', body: listOf(levels) }]);
    const { user } = renderWithProviders(<LevelsTab />, { language: 'fr', preloadedState: signedInState() });
    await screen.findByText('Licence 1');
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouveau niveau' });
    await user.type(within(dialog).getByLabelText(/Code/), '6-E');
    await user.clear(within(dialog).getByLabelText(/Ordre/));
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    expect(await within(dialog).findAllByText('Ce champ est obligatoire')).toHaveLength(2);
    expect(within(dialog).getByText('Format invalide')).toBeInTheDocument();
    expect(network.requests.filter((request) => request.method !== 'GET')).toHaveLength(0);
  });

  it('edits a level with PUT and picks the grading system from the list', async () => {
    const network = mockFetch([
      { path: '/api/levels', body: listOf(levels) },
      { method: 'PUT', path: '/api/levels/2', body: { ...levels[1], gradingSystem: 'lmd' } },
    ]);
    const { user } = renderWithProviders(<LevelsTab />, { preloadedState: signedInState() });
    await screen.findByText('Licence 1');
    await user.click(within(rowOf('5e')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the level' });
    await user.click(within(dialog).getByRole('combobox', { name: /Grading system/ }));
    await user.click(await screen.findByRole('option', { name: 'LMD (higher education)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await screen.findByText('Action completed successfully');
    const [put] = network.requestsTo('/api/levels/2');
    expect(put.method).toBe('PUT');
    expect(await jsonBody(put)).toEqual({ name: '5e', code: '5E', gradingSystem: 'lmd', position: 2 });
  });

  it('marks a code already taken (409) on the code input and keeps the form open, without the error dialog', async () => {
    mockFetch([
      { path: '/api/levels', body: listOf(levels) },
      {
        method: 'POST',
        path: '/api/levels',
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          message: 'A level already has this code',
          fields: { code: 'A level already has this code' },
        },
      },
    ]);
    const { user } = renderWithProviders(<LevelsTab />, { preloadedState: signedInState() });
    await screen.findByText('Licence 1');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const form = await screen.findByRole('dialog', { name: 'New level' });
    await user.type(within(form).getByLabelText(/Name/), 'Sixième');
    await user.type(within(form).getByLabelText(/Code/), '6E');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    const code = within(form).getByLabelText(/Code/);
    await waitFor(() => expect(code).toHaveAccessibleDescription('A level already has this code'));
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByRole('dialog')).toEqual([form]);
    expect(screen.queryByText('Action completed successfully')).not.toBeInTheDocument();
  });

  it('shows the server field messages of a 400 on the inputs, without the error dialog', async () => {
    mockFetch([
      { path: '/api/levels', body: listOf(levels) },
      {
        method: 'POST',
        path: '/api/levels',
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message: 'Some fields are invalid', fields: { code: 'This code is reserved' } },
      },
    ]);
    const { user } = renderWithProviders(<LevelsTab />, { preloadedState: signedInState() });
    await screen.findByText('Licence 1');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const form = await screen.findByRole('dialog', { name: 'New level' });
    await user.type(within(form).getByLabelText(/Name/), 'Sixième');
    await user.type(within(form).getByLabelText(/Code/), 'SYS');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await within(form).findByText('This code is reserved')).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toEqual([form]);
  });

  it('says in the confirmation that a level still in use cannot go (409), not in the error dialog', async () => {
    const message = 'This record is still used by other records.';
    mockFetch([
      { path: '/api/levels', body: listOf(levels) },
      { method: 'DELETE', path: '/api/levels/2', status: 409, body: { statusCode: 409, error: 'Conflict', message } },
    ]);
    const { user } = renderWithProviders(<LevelsTab />, { preloadedState: signedInState() });
    await screen.findByText('Licence 1');
    await user.click(within(rowOf('5e')).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this record?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(message);
    expect(screen.getAllByRole('dialog')).toEqual([confirm]);
  });

  it('asks before deleting, then sends DELETE and confirms with a toast', async () => {
    const network = mockFetch([
      { path: '/api/levels', body: listOf(levels) },
      { method: 'DELETE', path: '/api/levels/2', body: { message: 'Deleted.' } },
    ]);
    const { user } = renderWithProviders(<LevelsTab />, { preloadedState: signedInState() });
    await screen.findByText('Licence 1');
    await user.click(within(rowOf('5e')).getByRole('button', { name: 'Delete' }));

    const confirm = await screen.findByRole('dialog', { name: 'Delete this record?' });
    expect(confirm).toHaveTextContent('5e');
    expect(network.requestsTo('/api/levels/2')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(network.requestsTo('/api/levels/2')).toHaveLength(0);

    await user.click(within(rowOf('5e')).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete this record?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Action completed successfully')).toBeInTheDocument();
    const [remove] = network.requestsTo('/api/levels/2');
    expect(remove.method).toBe('DELETE');
  });
});
