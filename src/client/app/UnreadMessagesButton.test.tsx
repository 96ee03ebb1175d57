import { act, screen, waitFor } from '@testing-library/react';
import { messagesApi } from '../api/messagesApi';
import { mockFetch, type MockRoute } from '../testing/fetchMock';
import { currentUserFixture, signedInState, TOKEN } from '../testing/fixtures';
import { renderWithProviders } from '../testing/renderWithProviders';
import { UnreadMessagesButton } from './UnreadMessagesButton';

const UNREAD = '/api/messages/unread';
const latest = { id: 14, subject: 'Point sur les frais de scolarité', senderName: 'Hortense Kamga', createdAt: '2026-11-24T09:15:00.000Z' };

beforeEach(() => localStorage.setItem('jwtToken', TOKEN));
afterEach(() => jest.restoreAllMocks());

describe('UnreadMessagesButton', () => {
  it.each([
    ['en', 'Messages, 3 unread'],
    ['fr', 'Messages, 3 non lus'],
  ] as const)('shows the unread count and links to the inbox, in %s', async (language, name) => {
    mockFetch([{ path: UNREAD, body: { unread: 3, latest } }]);
    const { container } = renderWithProviders(<UnreadMessagesButton />, { language, preloadedState: signedInState() });
    const link = await screen.findByRole('link', { name });
    expect(link).toHaveAttribute('href', '/user/messages');
    expect(link).toHaveTextContent('3');
    expect(container).toMatchSnapshot();
  });

  it("writes the count in the interface's digits, as its name says it", async () => {
    mockFetch([{ path: UNREAD, body: { unread: 3, latest } }]);
    renderWithProviders(<UnreadMessagesButton />, { language: 'fa', preloadedState: signedInState() });
    const link = await screen.findByRole('link', { name: 'پیام‌ها، ۳ خوانده‌نشده' });
    expect(link).toHaveTextContent('۳');
  });

  it('says when nothing is unread', async () => {
    mockFetch([{ path: UNREAD, body: { unread: 0, latest: null } }]);
    renderWithProviders(<UnreadMessagesButton />, { preloadedState: signedInState() });
    expect(await screen.findByRole('link', { name: 'Messages, none unread' })).toBeInTheDocument();
  });

  it('raises a toast naming the new message when the count rises, not on the first answer', async () => {
    // The table is read at every call: changing the route's body changes the next answer.
    const route: MockRoute = { path: UNREAD, body: { unread: 1, latest } };
    mockFetch([route]);
    const { store } = renderWithProviders(<UnreadMessagesButton />, { preloadedState: signedInState() });
    await screen.findByRole('link', { name: 'Messages, 1 unread' });
    expect(screen.queryByText('New message')).not.toBeInTheDocument();
    route.body = { unread: 2, latest: { ...latest, id: 15, subject: 'Réunion', senderName: 'Paul Ndongo' } };
    await act(async () => {
      await store.dispatch(messagesApi.endpoints.unreadMessages.initiate(undefined, { forceRefetch: true }));
    });
    expect(await screen.findByRole('link', { name: 'Messages, 2 unread' })).toBeInTheDocument();
    expect(await screen.findByText('Paul Ndongo: Réunion')).toBeInTheDocument();
    expect(screen.getByText('New message')).toBeInTheDocument();
  });

  it("shows a new message's subject as text, never as markup (issue 26)", async () => {
    const subject = '<a href="https://evil.example/p" style="position:fixed;inset:0;z-index:9999">Session expired: sign in</a>';
    const route: MockRoute = { path: UNREAD, body: { unread: 1, latest } };
    mockFetch([route]);
    const { store } = renderWithProviders(<UnreadMessagesButton />, { preloadedState: signedInState() });
    await screen.findByRole('link', { name: 'Messages, 1 unread' });
    route.body = { unread: 2, latest: { ...latest, id: 15, subject, senderName: 'Paul Ndongo' } };
    await act(async () => {
      await store.dispatch(messagesApi.endpoints.unreadMessages.initiate(undefined, { forceRefetch: true }));
    });
    const toast = await screen.findByRole('status');
    await waitFor(() => expect(toast).toHaveTextContent(`Paul Ndongo: ${subject}`));
    expect(toast.querySelector('a')).toBeNull();
    expect(screen.queryByRole('link', { name: /Session expired/ })).not.toBeInTheDocument();
  });

  it('asks again at once when the window gets the focus back, or the tab is shown again', async () => {
    const route: MockRoute = { path: UNREAD, body: { unread: 1, latest } };
    const network = mockFetch([route]);
    renderWithProviders(<UnreadMessagesButton />, { preloadedState: signedInState() });
    await screen.findByRole('link', { name: 'Messages, 1 unread' });
    expect(network.requestsTo(UNREAD)).toHaveLength(1);

    route.body = { unread: 2, latest: { ...latest, id: 15 } };
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(await screen.findByRole('link', { name: 'Messages, 2 unread' })).toBeInTheDocument();
    expect(network.requestsTo(UNREAD)).toHaveLength(2);

    route.body = { unread: 0, latest: null };
    act(() => {
      // As a browser fires it: at the document, bubbling to the window.
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });
    expect(await screen.findByRole('link', { name: 'Messages, none unread' })).toBeInTheDocument();
    expect(network.requestsTo(UNREAD)).toHaveLength(3);
  });

  it('asks nothing of a user who may not use the messages', () => {
    const network = mockFetch([]);
    const { container } = renderWithProviders(<UnreadMessagesButton />, {
      preloadedState: signedInState(currentUserFixture({ permissions: ['dashboard.read'] })),
    });
    expect(container).toBeEmptyDOMElement();
    expect(network.requests).toHaveLength(0);
  });
});
