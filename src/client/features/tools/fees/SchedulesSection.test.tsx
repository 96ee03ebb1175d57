import { act, screen, waitFor, within } from '@testing-library/react';
import { jsonBody, mockFetch, type MockRoute } from '../../../testing/fetchMock';
import { fixDate, signedInState, TOKEN } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { feeRoutes, listOf, schedule5e, schedule6e, SCHEDULES_PATH } from './testing/feeFixtures';
import { axeViolations } from '../../../testing/axe';
import FeesTab from './FeesTab';

beforeEach(() => {
  localStorage.setItem('jwtToken', TOKEN);
  fixDate('2026-10-21T09:00:00');
});
afterEach(() => jest.useRealTimers());

const SAVE_PATH = '/api/fee-schedules/3/1';

const render = (extra: MockRoute[] = [], language: 'en' | 'fr' = 'en') => {
  const network = mockFetch(feeRoutes(extra));
  return { network, ...renderWithProviders(<FeesTab />, { language, route: '/tools?tab=fees', preloadedState: signedInState() }) };
};
const ready = () => screen.findByDisplayValue('Tranche 2');
const table = () => screen.getByRole('table', { name: /^(Instalments of|Tranches de) 6e/ });
const saved = (instalments = schedule6e.instalments) => ({ ...schedule6e, instalments });

describe('the schedules of the Fees tab', () => {
  it.each(['en', 'fr'] as const)(
    'shows the level’s instalments, their total and how many students they are charged to, in %s',
    async (language) => {
      const { container } = render([], language);
      await ready();
      expect(within(table()).getByText(language === 'en' ? 'FCFA 55,000' : '55 000 FCFA')).toBeInTheDocument();
      expect(screen.getByText(/42/)).toBeInTheDocument();
      expect(container).toMatchSnapshot();
    },
  );

  it('sends the whole schedule: a line changed, one added and moved up, one removed; it warns before adjusting accounts', async () => {
    const { network, user } = render([{ method: 'PUT', path: SAVE_PATH, body: saved() }]);
    await ready();
    const save = screen.getByRole('button', { name: 'Save the schedule' });
    expect(save).toBeDisabled();

    await user.clear(screen.getByRole('spinbutton', { name: 'Amount, line 2' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Amount, line 2' }), '30000');
    await user.click(screen.getByRole('button', { name: 'Remove line 3' }));
    await user.click(screen.getByRole('button', { name: 'Add a line' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Fee type, line 3' }), 'APEE');
    await user.type(screen.getByRole('textbox', { name: 'Label, line 3' }), 'APEE');
    await user.type(screen.getByRole('spinbutton', { name: 'Amount, line 3' }), '5000');
    await user.clear(screen.getByLabelText('Due date, line 3'));
    await user.type(screen.getByLabelText('Due date, line 3'), '2026-09-07');
    await user.click(screen.getByRole('button', { name: 'Move line 3 up' }));
    expect(within(table()).getByText('FCFA 45,000')).toBeInTheDocument();

    await user.click(save);
    const confirm = await screen.findByRole('dialog', { name: 'Adjust the students’ accounts?' });
    expect(confirm).toHaveTextContent('the accounts of the 42 registered students of this level');
    expect(network.requestsTo(SAVE_PATH)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Save and adjust' }));

    expect(await screen.findByText('The 6e schedule is saved. 42 students’ accounts were adjusted.')).toBeInTheDocument();
    const [put] = network.requestsTo(SAVE_PATH);
    expect(put.method).toBe('PUT');
    expect(await jsonBody(put)).toEqual({
      instalments: [
        { id: 11, feeTypeId: 1, label: 'Inscription', amount: 10000, dueDate: '2026-09-07' },
        { feeTypeId: 3, label: 'APEE', amount: 5000, dueDate: '2026-09-07' },
        { id: 12, feeTypeId: 2, label: 'Tranche 1', amount: 30000, dueDate: '2026-10-15' },
      ],
    });
  });

  it('marks what the contract refuses before sending anything', async () => {
    const { network, user } = render();
    await ready();
    await user.click(screen.getByRole('button', { name: 'Add a line' }));
    await user.click(screen.getByRole('button', { name: 'Save the schedule' }));
    expect(await screen.findByText('Please check the form')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Label, line 4' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('spinbutton', { name: 'Amount, line 4' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Label, line 1' })).toHaveAttribute('aria-invalid', 'false');
    expect(network.requestsTo(SAVE_PATH)).toHaveLength(0);
  });

  it('marks the cells and the line the server refuses, by their place in the body sent', async () => {
    const outside = 'The due date must lie inside the school year.';
    const paid = 'Payments already cover this instalment.';
    const { user } = render([
      {
        method: 'PUT',
        path: SAVE_PATH,
        status: 409,
        body: { statusCode: 409, error: 'Conflict', message: paid, fields: { 'instalments[1].dueDate': outside, 'instalments[0]': paid } },
      },
    ]);
    await ready();
    await user.click(screen.getByRole('button', { name: 'Move line 3 up' }));
    await user.clear(screen.getByLabelText('Due date, line 2'));
    await user.type(screen.getByLabelText('Due date, line 2'), '2027-08-01');
    await user.click(screen.getByRole('button', { name: 'Save the schedule' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save and adjust' }));

    expect(await screen.findByText('2 lines were refused: see the marked lines.')).toBeInTheDocument();
    const due = screen.getByLabelText('Due date, line 2');
    expect(due).toHaveAttribute('aria-invalid', 'true');
    expect(due).toHaveAccessibleDescription(outside);
    expect(screen.getByText(`Line 1: ${paid}`)).toBeInTheDocument();
    expect(screen.getByLabelText('Due date, line 3')).toHaveAttribute('aria-invalid', 'false');

    // Changing the refused cell is the user's answer: its mark goes.
    await user.clear(due);
    await user.type(due, '2027-01-15');
    await waitFor(() => expect(screen.getByLabelText('Due date, line 2')).toHaveAttribute('aria-invalid', 'false'));
    expect(screen.getByText(`Line 1: ${paid}`)).toBeInTheDocument();
  });

  it('starts an empty schedule for a level without one and saves it without asking when no student is charged', async () => {
    const body = { ...schedule5e, instalments: [{ ...schedule6e.instalments[0], id: 21 }], total: 10000 };
    const { network, user } = render([{ method: 'PUT', path: '/api/fee-schedules/3/2', body }]);
    await ready();
    await user.click(screen.getByRole('combobox', { name: 'Level' }));
    await user.click(await screen.findByRole('option', { name: '5e' }));
    expect(await screen.findByText('No instalment yet: add the first line.')).toBeInTheDocument();
    expect(screen.getByText('No registered student is charged this schedule yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a line' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Fee type, line 1' }), 'Inscription');
    await user.type(screen.getByRole('textbox', { name: 'Label, line 1' }), 'Inscription');
    await user.type(screen.getByRole('spinbutton', { name: 'Amount, line 1' }), '10000');
    await user.type(screen.getByLabelText('Due date, line 1'), '2026-09-07');
    await user.click(screen.getByRole('button', { name: 'Save the schedule' }));
    expect(await screen.findByText('The 5e schedule is saved. No student account changed.')).toBeInTheDocument();
    expect(await jsonBody(network.requestsTo('/api/fee-schedules/3/2')[0])).toEqual({
      instalments: [{ feeTypeId: 1, label: 'Inscription', amount: 10000, dueDate: '2026-09-07' }],
    });
  });

  it('starts an empty schedule for a level the year’s list leaves out', async () => {
    const { user } = render();
    await ready();
    await user.click(screen.getByRole('combobox', { name: 'Level' }));
    await user.click(await screen.findByRole('option', { name: 'Licence 1' }));
    expect(await screen.findByRole('table', { name: 'Instalments of Licence 1, 2026-2027' })).toHaveTextContent(
      'No instalment yet: add the first line.',
    );
    await user.click(screen.getByRole('button', { name: 'Add a line' }));
    expect(screen.getByRole('textbox', { name: 'Label, line 1' })).toHaveValue('');
  });

  it('asks before another level drops the lines being edited', async () => {
    const { user } = render();
    await ready();
    await user.type(screen.getByRole('textbox', { name: 'Label, line 3' }), ' bis');
    await user.click(screen.getByRole('combobox', { name: 'Level' }));
    await user.click(await screen.findByRole('option', { name: '5e' }));
    const ask = await screen.findByRole('dialog', { name: 'Leave the schedule without saving?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Label, line 3' })).toHaveValue('Tranche 2 bis');

    await user.click(screen.getByRole('combobox', { name: 'Level' }));
    await user.click(await screen.findByRole('option', { name: '5e' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByRole('table', { name: 'Instalments of 5e, 2026-2027' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('copies last year’s schedules after asking, replacing the existing ones when told', async () => {
    const { network, user } = render([
      {
        method: 'POST',
        path: '/api/fee-schedules/3/copy',
        body: listOf([schedule6e, { ...schedule5e, instalments: schedule6e.instalments }]),
      },
    ]);
    await ready();
    await user.click(screen.getByRole('button', { name: 'Copy from last year' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy last year’s schedules?' });
    expect(dialog).toHaveTextContent('Each level’s schedule of 2025-2026 is copied into 2026-2027');
    await user.click(within(dialog).getByRole('checkbox', { name: /Replace the schedules/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('2026-2027 now has 2 levels with a schedule.')).toBeInTheDocument();
    expect(await jsonBody(network.requestsTo('/api/fee-schedules/3/copy')[0])).toEqual({ fromSchoolYearId: 2, replace: true });
    // The year's schedules are read again.
    await waitFor(() => expect(network.requestsTo(SCHEDULES_PATH).length).toBeGreaterThan(1));
  });

  it('has no violations axe can see, with a refused cell and line on screen', async () => {
    const { container, user } = render([
      {
        method: 'PUT',
        path: SAVE_PATH,
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Invalid',
          fields: { 'instalments[2].dueDate': 'Outside the year', 'instalments[1]': 'Unknown' },
        },
      },
    ]);
    await ready();
    await user.click(screen.getByRole('button', { name: 'Move line 3 up' }));
    await user.click(screen.getByRole('button', { name: 'Save the schedule' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save and adjust' }));
    await screen.findByText('Line 2: Unknown');
    // The buttons' ripples and the closing dialog finish while axe runs.
    let violations: string[] = [];
    await act(async () => {
      violations = await axeViolations(container);
    });
    expect(violations).toEqual([]);
  });
});
