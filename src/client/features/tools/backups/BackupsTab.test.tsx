import { screen, waitFor, within } from '@testing-library/react';
import { permissionsOf } from '../../../../domain/permissions';
import * as files from '../../../api/files';
import { axeViolations } from '../../../testing/axe';
import { mockFetch, type MockRoute } from '../../../testing/fetchMock';
import { currentUserFixture, signedInState, TOKEN } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import {
  BACKUPS_PATH,
  backupState,
  failedManual,
  madeNow,
  noMethodState,
  progress,
  staleState,
  verifiedDaily,
} from '../../../testing/backupsFixtures';
import BackupsTab from './BackupsTab';

// Polling and toasts run on the real clock: the tests wait for what shows, never for a time.

beforeEach(() => localStorage.setItem('jwtToken', TOKEN));

const list = (state = backupState()): MockRoute => ({ path: BACKUPS_PATH, body: state });
const refusal = (statusCode: number, error: string): MockRoute => ({
  method: 'POST',
  path: BACKUPS_PATH,
  status: statusCode,
  body: { statusCode, error, message: error },
});

/** The date and time as the screens write them (TZ is UTC in the tests). */
const moment = (language: string, iso: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

const rowOf = async (name: string) => {
  await screen.findByRole('table', { name: /Backup archives|Archives de sauvegarde/ });
  return document.querySelector(`tr[data-name="${name}"]`) as HTMLElement;
};

describe('BackupsTab', () => {
  it.each(['en', 'fr'] as const)('lists verified and failed archives, where they go and when, in %s', async (language) => {
    mockFetch([list()]);
    const { container } = renderWithProviders(<BackupsTab />, { language, preloadedState: signedInState() });
    const good = await rowOf(verifiedDaily.name);
    expect(good).toHaveTextContent(moment(language, verifiedDaily.createdAt));
    expect(container).toMatchSnapshot();
  });

  it('shows each archive’s date, reason, size, verification and contents in the user’s language', async () => {
    mockFetch([list()]);
    renderWithProviders(<BackupsTab />, { preloadedState: signedInState() });
    const good = within(await rowOf(verifiedDaily.name));
    expect(good.getByRole('rowheader')).toHaveTextContent(moment('en', verifiedDaily.createdAt));
    expect(good.getByText('Daily')).toBeInTheDocument();
    expect(good.getByText('1.5 GB')).toBeInTheDocument();
    expect(good.getByText(`Yes, ${moment('en', verifiedDaily.verifiedAt!)}`)).toBeInTheDocument();
    expect(good.getByText('1,254,300 rows, 1,240 photos')).toBeInTheDocument();

    const bad = within(await rowOf(failedManual.name));
    expect(bad.getByText('Manual')).toBeInTheDocument();
    expect(bad.getByText('912.4 MB')).toBeInTheDocument();
    expect(bad.getByText('No')).toBeInTheDocument();
    expect(bad.getByText('A file in the archive does not match its checksum: it was changed or damaged.')).toBeInTheDocument();
    expect(bad.getByText('—')).toBeInTheDocument();

    const old = within(screen.getByRole('rowheader', { name: moment('en', '2026-11-20T07:15:00.000Z') }).closest('tr')!);
    expect(old.getByText('Before an update')).toBeInTheDocument();
    expect(old.getByText('48.2 kB')).toBeInTheDocument();
    expect(old.getByText('1 row, 0 photos')).toBeInTheDocument();

    expect(screen.getByText('/media/usb-backup/scola')).toBeInTheDocument();
    expect(screen.getByText('Free space on its disk: 48.3 GB')).toBeInTheDocument();
    expect(screen.getByText('Every day at 2:00 AM. Scola keeps the last 7 daily backups and 12 monthly backups.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'change them in the Options tab' })).toHaveAttribute('href', '/tools?tab=options');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('writes sizes, figures and times as French and Persian do', async () => {
    mockFetch([list()]);
    const { unmount } = renderWithProviders(<BackupsTab />, { language: 'fr', preloadedState: signedInState() });
    const good = within(await rowOf(verifiedDaily.name));
    // The matcher reads non-breaking spaces as plain ones.
    expect(good.getByText('1,5 Go')).toBeInTheDocument();
    expect(good.getByText('1 254 300 lignes, 1 240 photos')).toBeInTheDocument();
    expect(
      screen.getByText(/^Chaque jour à 02:00\. Scola conserve les 7 dernières sauvegardes quotidiennes et 12 sauvegardes mensuelles\.$/),
    ).toBeInTheDocument();
    unmount();

    mockFetch([list()]);
    renderWithProviders(<BackupsTab />, { language: 'fa', preloadedState: signedInState() });
    const persian = within(await screen.findByRole('table'));
    expect(persian.getByText('۱٬۲۵۴٬۳۰۰ ردیف، ۱٬۲۴۰ عکس')).toBeInTheDocument();
    expect(persian.getByText('۱٫۵ GB')).toBeInTheDocument();
  });

  it('starts a backup, follows its steps every second while it runs, and says when it is made and verified', async () => {
    mockFetch([list()]);
    const { user, container } = renderWithProviders(<BackupsTab />, { preloadedState: signedInState() });
    await rowOf(verifiedDaily.name);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    // From the click on, the server answers that the backup runs, whenever the screen asks.
    const started = backupState({ running: progress('database', 0.1) });
    const network = mockFetch([list(started), { method: 'POST', path: BACKUPS_PATH, status: 202, body: started }]);
    await user.click(screen.getByRole('button', { name: 'Back up now' }));
    const bar = await screen.findByRole('progressbar', { name: 'Backup progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '10');
    expect(screen.getByRole('status')).toHaveTextContent('Step 1 of 5: copying the database (10%)');
    expect(screen.getByText(`Backup in progress (Manual), started ${moment('en', '2026-11-27T10:05:00.000Z')}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back up now' })).toBeDisabled();
    expect(network.requestsTo(BACKUPS_PATH).filter((request) => request.method === 'POST')).toHaveLength(1);
    expect(container).toMatchSnapshot();

    // The server moves on: the screen asks again and shows the step it is at.
    const polled = mockFetch([list(backupState({ running: progress('verify', 0.8) }))]);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Step 4 of 5: verifying the archive (80%)'));
    expect(screen.getByRole('progressbar', { name: 'Backup progress' })).toHaveAttribute('aria-valuenow', '80');
    expect(polled.requests.every((request) => request.method === 'GET')).toBe(true);

    const finished = backupState({ backups: [madeNow, verifiedDaily, failedManual], lastGoodAt: madeNow.createdAt });
    const after = mockFetch([list(finished)]);
    expect(await screen.findByText('The backup is made and verified.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(await rowOf(madeNow.name)).toHaveTextContent(`Yes, ${moment('en', madeNow.verifiedAt!)}`);
    // Over: no more polling.
    const asked = after.requests.length;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(after.requests).toHaveLength(asked);
  });

  it('tells once a backup that was over before the answer left', async () => {
    mockFetch([list()]);
    const { user } = renderWithProviders(<BackupsTab />, { preloadedState: signedInState() });
    await rowOf(verifiedDaily.name);
    const finished = backupState({ backups: [madeNow, verifiedDaily, failedManual], lastGoodAt: madeNow.createdAt });
    mockFetch([list(finished), { method: 'POST', path: BACKUPS_PATH, status: 202, body: finished }]);
    await user.click(screen.getByRole('button', { name: 'Back up now' }));
    expect(await screen.findByText('The backup is made and verified.')).toBeInTheDocument();
    await rowOf(madeNow.name);
    expect(screen.getAllByText('The backup is made and verified.')).toHaveLength(1);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('says a run failed and why, when it ends with a new failure', async () => {
    mockFetch([list(backupState({ running: progress('archive', 0.5) }))]);
    renderWithProviders(<BackupsTab />, { preloadedState: signedInState() });
    expect(await screen.findByRole('status')).toHaveTextContent('Step 3 of 5: writing the archive (50%)');
    mockFetch([list(backupState({ lastFailure: { at: '2026-11-27T10:05:20.000Z', problem: 'backups.problem.diskFull' } }))]);
    expect(await screen.findByText('The backup failed')).toBeInTheDocument();
    expect(screen.getAllByText('Not enough free space on the backup disk.').length).toBeGreaterThan(0);
  });

  it.each([
    [409, 'Conflict', 'A backup is already running: its progress shows on this tab.', false],
    [
      507,
      'Insufficient Storage',
      'There is not enough free space on the backup disk: nothing was written. Free some space, or set BACKUP_DIR to a larger disk.',
      true,
    ],
    [
      503,
      'Service Unavailable',
      'Scola does not make backups on this server: backing up its PostgreSQL database is the job of whoever runs it.',
      true,
    ],
  ])('explains a refusal to start (%s) and shows the state again', async (status, error, text, inline) => {
    const network = mockFetch([list(), refusal(status, error)]);
    const { user } = renderWithProviders(<BackupsTab />, { preloadedState: signedInState() });
    await rowOf(verifiedDaily.name);
    await user.click(screen.getByRole('button', { name: 'Back up now' }));
    // A toast always; the lasting explanation on the tab for what the admin must act on.
    await waitFor(() => expect(screen.getAllByText(text)).toHaveLength(inline ? 2 : 1));
    if (inline) expect(screen.getByText(text, { selector: '.MuiAlert-message' }).closest('.MuiAlert-root')).toMatchSnapshot();
    await waitFor(() => expect(network.requestsTo(BACKUPS_PATH).filter((request) => request.method === 'GET')).toHaveLength(2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('explains that backups are the database operator’s job on PostgreSQL without pg_dump', async () => {
    mockFetch([list(noMethodState)]);
    const { container } = renderWithProviders(<BackupsTab />, { preloadedState: signedInState() });
    expect(await screen.findByText('Scola does not make the backups on this server')).toBeInTheDocument();
    expect(screen.getByText('pg_dump -Fc')).toBeInTheDocument();
    expect(screen.getAllByText('pg_restore').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Back up now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(container).toMatchSnapshot();
  });

  it('says the archives are pg_dump custom-format files on PostgreSQL with pg_dump', async () => {
    mockFetch([list(backupState({ method: 'pg_dump' }))]);
    renderWithProviders(<BackupsTab />, { preloadedState: signedInState() });
    await rowOf(verifiedDaily.name);
    expect(screen.getByText('pg_dump').closest('p')).toHaveTextContent(
      'The database runs on PostgreSQL: each backup is a pg_dump archive in custom format, verified as soon as it is written. Restore one with pg_restore, as the README explains.',
    );
  });

  it('warns when the last good backup is older than two days and shows the last failure', async () => {
    mockFetch([list(staleState)]);
    const { container } = renderWithProviders(<BackupsTab />, { preloadedState: signedInState() });
    const [stale, failure] = await screen.findAllByRole('alert');
    expect(stale).toHaveTextContent('No recent backup');
    expect(stale).toHaveTextContent(`The last good backup dates from ${moment('en', '2026-11-20T07:15:00.000Z')}, more than two days ago.`);
    expect(failure).toHaveTextContent(`The last backup failed (${moment('en', '2026-11-27T02:00:03.000Z')})`);
    expect(failure).toHaveTextContent('Not enough free space on the backup disk');
    expect(container).toMatchSnapshot();
  });

  it('says when no backup was ever made', async () => {
    mockFetch([list(backupState({ backups: [], lastGoodAt: null, stale: true }))]);
    renderWithProviders(<BackupsTab />, { preloadedState: signedInState() });
    expect(await screen.findByRole('alert')).toHaveTextContent('No backup has been made and verified yet.');
    expect(screen.getByText('No backup yet.')).toBeInTheDocument();
  });

  it('verifies an archive again and tells what the verification found', async () => {
    const checked = { ...failedManual, problem: 'backups.problem.integrity', verifiedAt: '2026-11-27T10:30:00.000Z' };
    const verifyPath = `/api/backups/${failedManual.name}/verify`;
    const network = mockFetch([list(), { method: 'POST', path: verifyPath, body: checked }]);
    const { user } = renderWithProviders(<BackupsTab />, { preloadedState: signedInState() });
    const row = within(await rowOf(failedManual.name));
    await user.click(row.getByRole('button', { name: `Verify again: backup of ${moment('en', failedManual.createdAt)}` }));
    expect(await screen.findByText('The archive did not pass its verification')).toBeInTheDocument();
    expect(screen.getByText('The database in the archive failed its integrity check.')).toBeInTheDocument();
    expect(network.requestsTo(verifyPath)).toHaveLength(1);
    // The list is asked again: the last good backup and the warning may have changed.
    await waitFor(() => expect(network.requestsTo(BACKUPS_PATH)).toHaveLength(2));
  });

  it('downloads an archive under its own name through the one file download', async () => {
    const saved: string[] = [];
    jest.spyOn(files, 'saveBlob').mockImplementation((_blob, name) => void saved.push(name));
    const filePath = `/api/backups/${verifiedDaily.name}/file`;
    const network = mockFetch([list(), { path: filePath, body: {} }]);
    const { user } = renderWithProviders(<BackupsTab />, { preloadedState: signedInState() });
    const row = within(await rowOf(verifiedDaily.name));
    await user.click(row.getByRole('button', { name: `Download the backup of ${moment('en', verifiedDaily.createdAt)}` }));
    await waitFor(() => expect(saved).toEqual([verifiedDaily.name]));
    expect(network.requestsTo(filePath)[0].headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('is closed to users without backups.manage, and asks nothing', () => {
    const network = mockFetch([list()]);
    renderWithProviders(<BackupsTab />, { preloadedState: signedInState(currentUserFixture({ permissions: permissionsOf('principal') })) });
    expect(screen.getByText('You do not have access to this area.')).toBeInTheDocument();
    expect(network.requests).toHaveLength(0);
  });

  it.each([
    ['the list', backupState()],
    ['a run in progress', backupState({ running: progress('photos', 0.35) })],
    ['the warnings', staleState],
    ['method none', noMethodState],
  ])('has no violations axe can see: %s', async (_, state) => {
    mockFetch([list(state)]);
    const { container } = renderWithProviders(<BackupsTab />, { language: 'fa', preloadedState: signedInState() });
    await screen.findByRole('heading', { level: 2, name: 'پشتیبان‌گیری' });
    expect(await axeViolations(container)).toEqual([]);
  });
});
