import { screen, waitFor, within } from '@testing-library/react';
import type { Language } from '../../../domain/enums';
import { jsonBody, mockFetch, type MockRoute } from '../../testing/fetchMock';
import { currentUserFixture, signedInState, TOKEN } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import MessagesPage from './MessagesPage';
import { inboxFixture, receiversFixture, sentFixture, threadFixture } from './testing/messageFixtures';

const INBOX = '/api/messages?box=inbox&limit=20&skip=0';
const SENT = '/api/messages?box=sent&limit=20&skip=0';

const routes = (): MockRoute[] => [
  { path: INBOX, body: inboxFixture },
  { path: SENT, body: sentFixture },
  { path: '/api/messages/14', body: threadFixture },
  { path: '/api/messages/receivers', body: receiversFixture },
  { method: 'POST', path: '/api/messages/14/read', body: { unread: 0 } },
];

const render = (language: Language = 'en', route = '/user/messages') =>
  renderWithProviders(<MessagesPage />, { language, route, preloadedState: signedInState(currentUserFixture()) });

beforeEach(() => {
  localStorage.setItem('jwtToken', TOKEN);
  document.cookie = 'XSRF-TOKEN=xsrf-value';
});
afterEach(() => jest.restoreAllMocks());

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('MessagesPage', () => {
  it.each([
    ['en', 'Messages', 'Inbox', 'Unread: Point sur les frais de scolarité'],
    ['fr', 'Messages', 'Boîte de réception', 'Non lu\u00a0: Point sur les frais de scolarité'],
  ] as const)('lists the inbox, unread in bold, in %s', async (language, title, inbox, unreadLink) => {
    mockFetch(routes());
    const { container } = render(language);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: inbox });
    const rows = rowsOf(table);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Hortense Kamga');
    expect(within(rows[0]).getByRole('link', { name: unreadLink })).toBeInTheDocument();
    expect(within(rows[0]).getAllByRole('cell')[0]).toHaveStyle({ fontWeight: 700 });
    expect(within(rows[1]).getAllByRole('cell')[0]).not.toHaveStyle({ fontWeight: 700 });
    expect(container).toMatchSnapshot();
  });

  it('shows whom sent messages went to', async () => {
    mockFetch(routes());
    render('fr', '/user/messages?tab=sent');
    const table = await screen.findByRole('table', { name: 'Messages envoyés' });
    expect(rowsOf(table)[0]).toHaveTextContent('Hortense Kamga et Marie-Claire Ngo Biyong');
    expect(screen.getByRole('columnheader', { name: 'À' })).toBeInTheDocument();
  });

  it('opens a thread, cleans its bodies, marks it read and answers it', async () => {
    const network = mockFetch([
      ...routes(),
      { method: 'POST', path: '/api/messages', status: 201, body: { ...threadFixture.messages[1], id: 15, body: '<p>Merci</p>' } },
    ]);
    const { user, container } = render();
    await user.click(await screen.findByRole('link', { name: /Point sur les frais/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Point sur les frais de scolarité' })).toBeInTheDocument();
    const articles = await screen.findAllByRole('article');
    expect(articles).toHaveLength(2);
    await waitFor(() => expect(within(articles[1]).getByText('15 janvier')).toBeInTheDocument());
    expect(container.innerHTML).not.toMatch(/<script|onerror|javascript:/);
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
    expect(within(articles[0]).getByText('To Hortense Kamga and Marie-Claire Ngo Biyong')).toBeInTheDocument();
    await waitFor(() => expect(network.requestsTo('/api/messages/14/read')).toHaveLength(1));

    await user.type(screen.getByRole('textbox', { name: /Your reply/ }), 'Merci');
    await user.click(screen.getByRole('button', { name: 'Reply' }));
    await waitFor(() => expect(network.requestsTo('/api/messages').filter((request) => request.method === 'POST')).toHaveLength(1));
    const [sent] = network.requestsTo('/api/messages').filter((request) => request.method === 'POST');
    expect(await jsonBody(sent)).toEqual({ parentId: 14, body: 'Merci', format: 'text' });
    expect(await screen.findByText('Your reply has been sent.')).toBeInTheDocument();
  });

  it('writes a new message to people and roles, and marks the receivers a refusal names', async () => {
    const network = mockFetch([
      ...routes(),
      {
        method: 'POST',
        path: '/api/messages',
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Some fields are not valid.',
          fields: { 'receivers.userIds[0]': "This user's account is not active." },
        },
      },
    ]);
    const { user } = render();
    await screen.findByRole('table', { name: 'Inbox' });
    await user.click(screen.getByRole('button', { name: 'New message' }));
    const dialog = await screen.findByRole('dialog', { name: 'New message' });
    const receivers = within(dialog).getByRole('combobox', { name: /To/ });
    await user.click(receivers);
    await user.click(await screen.findByRole('option', { name: 'All: Teacher (12)' }));
    await user.type(receivers, 'Kamga');
    await user.click(await screen.findByRole('option', { name: 'Hortense Kamga · Bursar' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Subject/ }), 'Réunion');
    await user.type(within(dialog).getByRole('textbox', { name: /Message/ }), 'Demain à 10 h');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(network.requestsTo('/api/messages').filter((request) => request.method === 'POST')).toHaveLength(1));
    const [sent] = network.requestsTo('/api/messages').filter((request) => request.method === 'POST');
    expect(await jsonBody(sent)).toEqual({
      subject: 'Réunion',
      body: 'Demain à 10 h',
      format: 'text',
      receivers: { userIds: [5], roles: ['teacher'] },
    });
    expect(await within(dialog).findByText("This user's account is not active.")).toBeInTheDocument();
    expect(receivers).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for a receiver before sending', async () => {
    const network = mockFetch(routes());
    const { user } = render('fr');
    await screen.findByRole('table', { name: 'Boîte de réception' });
    await user.click(screen.getByRole('button', { name: 'Nouveau message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouveau message' });
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(await within(dialog).findByText('Choisissez au moins un destinataire.')).toBeInTheDocument();
    expect(network.requestsTo('/api/messages').filter((request) => request.method === 'POST')).toHaveLength(0);
  });
});
