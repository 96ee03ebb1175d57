import { screen, waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { lookupAccessCode, lookupPhoto, type PublicCard } from '../../domain/contract/accessCodes';
import type { Language } from '../../domain/enums';
import { axeViolations } from '../testing/axe';
import { loadCatalogue } from '../testing/catalogues';
import { publicCatalogueUrl } from './catalogue';
import { lookupUrl, photoUrl, retryAfterSeconds } from './lookup';
import { startPublicPage } from './publicPage';

const CODE = 'K7QW3XH9MZ2P';
const LOOKUP = `/api/accessCodes/student/${CODE}`;

const CARD: PublicCard = {
  firstName: 'Marie',
  lastName: 'NGONO',
  matricule: 'STU-0012',
  classroomName: '6e A',
  schoolYearName: '2026-2027',
  validUntil: '2027-07-31',
  schoolName: 'Lycée bilingue de démonstration',
  hasPhoto: true,
  reportCard: { periodType: 'trimester', period: 1, average: 14.5, rank: 3, classSize: 42, decision: 'promoted' },
};

/** What webpack writes to assets/i18n/public/<lang>.json (webpack.config.js, PUBLIC_PAGE_KEYS): this page's keys and the app's name. */
const publicMessages = (language: Language) =>
  Object.fromEntries(Object.entries(loadCatalogue(language)).filter(([id]) => id.startsWith('publicPage.') || id === 'app.name'));

interface Answer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Global fetch answering the lookup of each path from the table (a function throws: no network), recording the paths asked. */
function mockLookups(answers: Record<string, Answer | (() => Answer)>): string[] {
  const asked: string[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), window.location.href);
    asked.push(url.pathname);
    const entry = answers[url.pathname];
    if (!entry) throw new TypeError(`no answer for ${url.pathname}`);
    const { status, body, headers } = typeof entry === 'function' ? entry() : entry;
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', ...headers },
    });
  });
  return asked;
}

let stop: (() => void) | undefined;

async function start(language: Language = 'en', hash = '') {
  // As a page opens at an address: no hashchange event (setting location.hash would send one).
  window.history.replaceState(null, '', `${window.location.pathname}${hash}`);
  document.body.innerHTML = '<div id="root"></div>';
  const root = document.getElementById('root') as HTMLElement;
  stop = await startPublicPage({ root, language, loadMessages: async (wanted) => publicMessages(wanted) });
  return { root, user: userEvent.setup() };
}

async function typeAndCheck(user: ReturnType<typeof userEvent.setup>, typed: string, button = 'Check', label = 'Access code') {
  await user.type(screen.getByLabelText(label), typed);
  await user.click(screen.getByRole('button', { name: button }));
}

afterEach(() => {
  stop?.();
  stop = undefined;
  window.history.replaceState(null, '', window.location.pathname);
});

describe('the public page', () => {
  it("asks the contract's path, without credentials, and shows a valid card with its report card (en)", async () => {
    const asked = mockLookups({ [LOOKUP]: { status: 200, body: CARD } });
    const { root, user } = await start('en');
    expect(document.title).toBe('Check a student card · Scola');
    await typeAndCheck(user, 'k7qw 3xh9-mz2p');

    const verdict = await screen.findByRole('heading', { name: 'Valid card' });
    expect(verdict).toHaveFocus();
    expect(asked).toEqual([LOOKUP]);
    expect(globalThis.fetch).toHaveBeenCalledWith(lookupUrl(CODE), expect.objectContaining({ credentials: 'omit' }));
    expect(screen.getByLabelText('Access code')).toHaveValue('K7QW-3XH9-MZ2P');
    const photo = screen.getByRole('img', { name: 'Photo of NGONO Marie' });
    expect(photo).toHaveAttribute('src', photoUrl(CODE));
    const card = within(screen.getByRole('region', { name: 'Valid card' }));
    for (const text of ['NGONO', 'Marie', 'STU-0012', '6e A', '2026-2027', 'July 31, 2027', 'Lycée bilingue de démonstration'])
      expect(card.getByText(text)).toBeInTheDocument();
    const report = within(screen.getByRole('region', { name: 'Latest report card' }));
    for (const text of ['Trimester 1', '14.50 / 20', '3 of 42', 'Promoted to the next class'])
      expect(report.getByText(text)).toBeInTheDocument();
    expect(root).toMatchSnapshot();
    expect(await axeViolations(root)).toEqual([]);
  });

  it('shows the card in French, without a photo or report card when the lookup has none', async () => {
    mockLookups({ [LOOKUP]: { status: 200, body: { ...CARD, hasPhoto: false, reportCard: null } } });
    const { root, user } = await start('fr');
    await typeAndCheck(user, CODE, 'Vérifier', "Code d'accès");
    await screen.findByRole('heading', { name: 'Carte valide' });
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Dernier bulletin' })).not.toBeInTheDocument();
    expect(screen.getByText('31 juillet 2027')).toBeInTheDocument();
    expect(root).toMatchSnapshot();
  });

  it('says a code of the wrong length or alphabet is wrong before asking anything', async () => {
    const asked = mockLookups({});
    const { root, user } = await start('en');
    const input = screen.getByLabelText('Access code');
    await typeAndCheck(user, 'K7QW3XH9MZ2');
    const message = 'A code has 12 letters and digits, with no 0, O, 1, I or L. Check what you typed.';
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(input).toHaveFocus();
    await user.clear(input);
    // Twelve characters, but O is not in the alphabet.
    await typeAndCheck(user, 'K7QW3XH9MZ2O');
    expect(screen.getByText(message)).toBeVisible();
    expect(asked).toEqual([]);
    expect(root).toMatchSnapshot();
    expect(await axeViolations(root)).toEqual([]);
  });

  it('answers a 404 with "No valid card has this code"', async () => {
    mockLookups({ [LOOKUP]: { status: 404, body: { message: 'Not found' } } });
    const { root, user } = await start('en');
    await typeAndCheck(user, CODE);
    expect(await screen.findByRole('heading', { name: 'No valid card has this code' })).toHaveFocus();
    expect(screen.getByText(/A card that was replaced, or whose school year is over/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Valid card' })).not.toBeInTheDocument();
    expect(await axeViolations(root)).toEqual([]);
  });

  it('answers a 429 by saying how long to wait, from Retry-After', async () => {
    let retryAfter = '120';
    mockLookups({ [LOOKUP]: () => ({ status: 429, headers: { 'Retry-After': retryAfter } }) });
    const { user } = await start('en');
    await typeAndCheck(user, CODE);
    await screen.findByRole('heading', { name: 'Too many attempts' });
    expect(screen.getByText('Wait 2 minutes before trying again.')).toBeInTheDocument();

    retryAfter = '30';
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Wait 30 seconds before trying again.')).toBeInTheDocument();
  });

  it('offers to try again when the network fails, and shows the card when it answers', async () => {
    let online = false;
    mockLookups({
      [LOOKUP]: () => {
        if (!online) throw new TypeError('Failed to fetch');
        return { status: 200, body: CARD };
      },
    });
    const { user } = await start('en');
    await typeAndCheck(user, CODE);
    await screen.findByRole('heading', { name: 'The card could not be checked' });
    expect(screen.getByText("Check the phone's connection, then try again.")).toBeInTheDocument();
    online = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Valid card' })).toHaveFocus();
  });

  it("looks up the code the QR code's address carries at once, and a later address's too", async () => {
    const other = '23456789ABCD';
    const asked = mockLookups({ [LOOKUP]: { status: 200, body: CARD }, [`/api/accessCodes/student/${other}`]: { status: 404 } });
    await start('en', '#/public-page?code=k7qw-3xh9-mz2p');
    await screen.findByRole('heading', { name: 'Valid card' });
    expect(screen.getByLabelText('Access code')).toHaveValue('K7QW-3XH9-MZ2P');
    window.location.hash = `#/public-page?code=${other}`;
    await screen.findByRole('heading', { name: 'No valid card has this code' });
    expect(asked).toEqual([LOOKUP, `/api/accessCodes/student/${other}`]);
  });

  it('says a code in the address is wrong without asking', async () => {
    const asked = mockLookups({});
    await start('en', '#/public-page?code=NOT-A-CODE');
    expect(screen.getByLabelText('Access code')).toHaveAttribute('aria-invalid', 'true');
    expect(asked).toEqual([]);
  });

  it('switches to Persian right to left, keeps the card shown and remembers the choice', async () => {
    mockLookups({ [LOOKUP]: { status: 200, body: CARD } });
    const { user } = await start('en', `#/public-page?code=${CODE}`);
    await screen.findByRole('heading', { name: 'Valid card' });
    await user.selectOptions(screen.getByLabelText('Language'), 'fa');

    await screen.findByRole('heading', { name: 'کارت معتبر' });
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'fa');
    expect(localStorage.getItem('lang')).toBe('fa');
    expect(screen.getByLabelText('زبان')).toHaveFocus();
    expect(screen.getByLabelText('کد دسترسی')).toHaveValue('K7QW-3XH9-MZ2P');
    // The school year in Persian digits, as the dates beside it.
    expect(screen.getByText('۲۰۲۶-۲۰۲۷')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('زبان'), 'en');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'ltr'));
  });
});

describe('the lookup', () => {
  it("uses the contract's paths and the page's own catalogue", () => {
    expect(new URL(lookupUrl(CODE)).pathname).toBe(lookupAccessCode.path.replace(':code', CODE));
    expect(new URL(photoUrl(CODE)).pathname).toBe(lookupPhoto.path.replace(':code', CODE));
    expect(publicCatalogueUrl('zh-CHS')).toBe('assets/i18n/public/zh-CHS.json');
  });

  it('reads Retry-After as seconds or as a date', () => {
    const now = Date.parse('2026-10-05T08:00:00Z');
    expect(retryAfterSeconds('90', now)).toBe(90);
    expect(retryAfterSeconds('Mon, 05 Oct 2026 08:05:00 GMT', now)).toBe(300);
    expect(retryAfterSeconds(null, now)).toBeUndefined();
    expect(retryAfterSeconds('soon', now)).toBeUndefined();
  });
});
