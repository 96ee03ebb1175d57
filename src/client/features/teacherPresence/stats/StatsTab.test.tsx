import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import type { Language } from '../../../../domain/enums';
import { mockFetch } from '../../../testing/fetchMock';
import { signedInState, TOKEN } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { bursarFixture, fixToday, statFixture, statPath } from '../testing/presenceFixtures';
import { axeViolations } from '../../../testing/axe';
import StatsTab from './StatsTab';

beforeEach(() => {
  localStorage.setItem('jwtToken', TOKEN);
  fixToday();
});
afterEach(() => jest.useRealTimers());

function Address() {
  const { search } = useLocation();
  return <output aria-label="address">{search}</output>;
}

const render = (language: Language = 'en', route = '/teacher-presence?tab=stats') =>
  renderWithProviders(
    <>
      <StatsTab />
      <Address />
    </>,
    { language, route, preloadedState: signedInState(bursarFixture()) },
  );

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));

describe('the presence statistics', () => {
  it.each([
    ['en', 'Figures per teacher'],
    ['fr', 'Chiffres par enseignant'],
  ] as const)('shows this month so far as a chart and a table in %s', async (language, title) => {
    const network = mockFetch([{ path: statPath(), body: statFixture }]);
    const { container } = render(language);
    await screen.findByRole('table', { name: title });
    expect(network.requestsTo(statPath())).toHaveLength(1);
    expect(container.querySelectorAll('[data-chart] svg.MuiChartsSvgLayer-root')).toHaveLength(1);
    expect(container).toMatchSnapshot();
  });

  it('writes every figure of each teacher and the totals, the rate as a percentage', async () => {
    mockFetch([{ path: statPath(), body: statFixture }]);
    render();
    const table = await screen.findByRole('table', { name: 'Figures per teacher' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Teacher',
      'Expected hours',
      'Hours present',
      'Hours absent',
      'Times late',
      'Minutes late',
      'Hours replaced',
      'Hours replacing others',
      'Hours cancelled',
      'Hours not checked',
      'Presence rate',
    ]);
    expect(rowsOf(table)).toEqual([
      ['Amadou Bello (part-time)', '12', '10', '2', '0', '0', '0', '1', '0', '0', '83.3%'],
      ['Clément Fotso', '18', '14', '3', '2', '25', '1', '4', '2', '0', '77.8%'],
      ['Brigitte Ngo Bassa', '6', '6', '0', '0', '0', '0', '0', '0', '2', '–'],
      ['Total', '36', '30', '5', '2', '25', '1', '5', '2', '2', '83.3%'],
    ]);
  });

  it('asks for the period the address names, and for another when a date changes', async () => {
    const network = mockFetch([
      { path: statPath('2026-09-01', '2026-10-31'), body: { ...statFixture, from: '2026-09-01', to: '2026-10-31' } },
      { path: statPath('2026-10-01', '2026-10-31'), body: { ...statFixture, from: '2026-10-01', to: '2026-10-31' } },
    ]);
    render('en', '/teacher-presence?tab=stats&from=2026-09-01&to=2026-10-31');
    await screen.findByRole('table', { name: 'Figures per teacher' });
    expect(screen.getByLabelText('From')).toHaveValue('2026-09-01');
    // The browser's date picker hands over a whole date at once.
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-10-01' } });
    await waitFor(() => expect(network.requestsTo(statPath('2026-10-01', '2026-10-31'))).toHaveLength(1));
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('?tab=stats&from=2026-10-01&to=2026-10-31');
  });

  it('refuses a period that ends before it starts, without asking the server', async () => {
    const network = mockFetch([]);
    render('en', '/teacher-presence?tab=stats&from=2026-11-20&to=2026-11-01');
    expect(await screen.findByText('The end of the period comes before its start.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download (.xlsx)' })).toBeDisabled();
    expect(network.requests).toHaveLength(0);
  });

  it.each([
    ['en', 'teacher-presence-2026-11-01-2026-11-23.xlsx'],
    ['fr', 'présence-des-enseignants-2026-11-01-2026-11-23.xlsx'],
  ] as const)('downloads the spreadsheet with the bearer token, named in %s', async (language, name) => {
    const network = mockFetch([
      { path: statPath(), body: statFixture },
      { path: `${statPath()}/xlsx`, body: 'PK' },
    ]);
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:stat'), revokeObjectURL: jest.fn() });
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    try {
      const { user } = render(language);
      await screen.findByRole('table');
      await user.click(screen.getByRole('button', { name: language === 'en' ? 'Download (.xlsx)' : 'Télécharger (.xlsx)' }));
      await waitFor(() => expect(saved).toEqual([name]));
      const [request] = network.requestsTo(`${statPath()}/xlsx`);
      expect(request.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    } finally {
      click.mockRestore();
    }
  });

  it('says so when no teacher had a class', async () => {
    mockFetch([{ path: statPath(), body: { ...statFixture, data: [] } }]);
    render();
    expect(await screen.findByText('No teacher had a class in this period.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('has no violations axe can see', async () => {
    mockFetch([{ path: statPath(), body: statFixture }]);
    const { container } = render('fr');
    await screen.findByRole('table');
    expect(await axeViolations(container)).toEqual([]);
  });
});
