import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Language } from '../../../../domain/enums';
import type { Role } from '../../../../domain/permissions';
import { axeViolations } from '../../../testing/axe';
import { jsonBody, mockFetch, type MockRoute } from '../../../testing/fetchMock';
import { signedInState, TOKEN } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import GuardianNoticesTab from './GuardianNoticesTab';
import { fixToday, OUTBOX_PATH, outbox, preview, structureRoutes, userOf } from './noticeFixtures';

beforeEach(() => {
  localStorage.setItem('jwtToken', TOKEN);
  fixToday();
});
afterEach(() => jest.useRealTimers());

const render = (language: Language = 'en', role: Role = 'principal') =>
  renderWithProviders(<GuardianNoticesTab />, {
    language,
    route: '/user/messages?tab=guardians',
    preloadedState: signedInState(userOf(role)),
  });

const withRoutes = (routes: MockRoute[] = []) => mockFetch([...structureRoutes, { path: OUTBOX_PATH, body: outbox }, ...routes]);

describe('the notices to guardians tab', () => {
  it.each(['en', 'fr'] as const)('shows the new-notice form and the outbox in %s', async (language) => {
    withRoutes();
    const { container } = render(language);
    await screen.findByRole('table');
    await screen.findByRole('checkbox', { name: '6e A' });
    expect(container).toMatchSnapshot();
  });

  it('lists each notice with its status, attempts and reason, and says which channel is not configured', async () => {
    withRoutes();
    render();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[2]).toHaveTextContent('FOTSO Jean (6e A · 26SC00012)');
    expect(rows[2]).toHaveTextContent('Failed');
    expect(rows[2]).toHaveTextContent('HTTP 400: invalid number');
    expect(screen.getByText('1 queued, 1 sent, 1 failed.')).toBeInTheDocument();
    expect(screen.getByText(/No mail server \(SMTP\) is configured/)).toBeInTheDocument();
    expect(within(rows[1]).queryByRole('button')).toBeNull();
  });

  it('filters the outbox by status', async () => {
    const network = withRoutes();
    render();
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'failed' } });
    await waitFor(() => expect(network.requestsTo(/status=failed/)).toHaveLength(1));
  });

  it('previews a bulk message, shows who has no address, then queues it once confirmed', async () => {
    const network = withRoutes([
      { method: 'POST', path: '/api/guardian-notices/preview', body: preview },
      { method: 'POST', path: '/api/guardian-notices', status: 201, body: { ...preview, batch: 'b-1', queued: 2 } },
    ]);
    render();
    fireEvent.click(await screen.findByRole('checkbox', { name: '6e A' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Text/ }), { target: { value: 'Réunion samedi.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('2 guardians will be told.')).toBeInTheDocument();
    expect(screen.getByText('By e-mail: 1; by SMS: 1.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'EKANI Rose' }).parentElement).toHaveTextContent('EKANI Rose (6e B · 26SC00040)');
    expect(await jsonBody(network.requestsTo('/api/guardian-notices/preview')[0])).toEqual({
      kind: 'message',
      classroomIds: [11],
      text: 'Réunion samedi.',
      channel: 'auto',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send to 2 guardians' }));
    await waitFor(() => expect(network.requestsTo('/api/guardian-notices')).toHaveLength(1));
    const sent = (await jsonBody(network.requestsTo('/api/guardian-notices')[0])) as Record<string, unknown>;
    expect(sent).toMatchObject({ kind: 'message', classroomIds: [11], text: 'Réunion samedi.' });
    expect(sent.batchId).toEqual(expect.any(String));
    expect(await screen.findByRole('button', { name: 'Preview' })).toBeInTheDocument();
  });

  it('marks the field the server refuses', async () => {
    withRoutes([
      {
        method: 'POST',
        path: '/api/guardian-notices/preview',
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Choose at least one classroom.',
          fields: { classroomIds: 'Choose at least one classroom.' },
        },
      },
    ]);
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Choose at least one classroom.')).toBeInTheDocument();
  });

  it('retries a failed notice', async () => {
    const network = withRoutes([{ method: 'POST', path: '/api/guardian-notices/2/retry', body: { ...outbox.data[1], status: 'queued' } }]);
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Retry the notice to the guardian of FOTSO Jean' }));
    await waitFor(() => expect(network.requestsTo('/api/guardian-notices/2/retry')).toHaveLength(1));
  });

  it('lets the bursar send arrears notices only, and the secretary read the outbox only', async () => {
    withRoutes();
    const { unmount } = render('en', 'bursar');
    await screen.findByLabelText('Overdue on');
    const kind = document.getElementById('notices-kind')!;
    expect(
      within(kind)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Arrears']);
    expect(await screen.findByLabelText('Overdue on')).toHaveValue('2026-11-25');
    unmount();
    render('en', 'secretary');
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: 'Preview' })).toBeNull();
    expect(screen.queryByRole('button', { name: /again/ })).toBeNull();
  });

  it('has no accessibility violations', async () => {
    withRoutes();
    const { container } = render();
    await screen.findByRole('table');
    await screen.findByRole('checkbox', { name: '6e A' });
    expect(await axeViolations(container)).toEqual([]);
  });
});
