import { screen, waitFor, within } from '@testing-library/react';
import { jsonBody, mockFetch, type MockRoute } from '../../../testing/fetchMock';
import { fixDate, signedInState, TOKEN } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { axeViolations } from '../../../testing/axe';
import { brenda, discounts, DISCOUNTS_PATH, feeRoutes, listOf } from './testing/feeFixtures';
import FeesTab from './FeesTab';

beforeEach(() => {
  localStorage.setItem('jwtToken', TOKEN);
  fixDate('2026-10-21T09:00:00');
});
afterEach(() => jest.useRealTimers());

const SEARCH_PATH = '/api/students?limit=20&skip=0&search=atan&schoolYearId=3&registered=true';

const render = (extra: MockRoute[] = [], language: 'en' | 'fr' = 'en') => {
  const network = mockFetch(feeRoutes([{ path: SEARCH_PATH, body: listOf([brenda]) }, ...extra]));
  return {
    network,
    ...renderWithProviders(<FeesTab />, { language, route: '/tools?tab=fees&fees=discounts', preloadedState: signedInState() }),
  };
};
const ready = () => screen.findByRole('link', { name: 'NGONO Marie' });
const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement;

async function openGrant(user: ReturnType<typeof render>['user']) {
  await ready();
  await user.click(screen.getByRole('button', { name: 'Grant a discount' }));
  return screen.findByRole('dialog', { name: 'Grant a discount' });
}

async function pickBrenda(user: ReturnType<typeof render>['user'], dialog: HTMLElement) {
  await user.type(within(dialog).getByRole('combobox', { name: /Student/ }), 'atan');
  await user.click(await screen.findByRole('option', { name: 'ATANGANA Brenda 6e A · 26SC00001' }));
}

describe('the discounts of the Fees tab', () => {
  it.each(['en', 'fr'] as const)('lists the year’s discounts in %s', async (language) => {
    const { container } = render([], language);
    await ready();
    const marie = rowOf('NGONO Marie');
    expect(marie).toHaveTextContent(language === 'en' ? '50%' : '50 %');
    expect(rowOf('ATANGANA Brenda')).toHaveTextContent(language === 'en' ? 'All fees' : 'Tous les frais');
    expect(container).toMatchSnapshot();
  });

  it('grants a percentage on one fee type with the contract’s body, found by a search as the user types', async () => {
    const granted = { ...discounts[1], id: 9, feeTypeId: 2, feeTypeName: 'Scolarité', kind: 'percent', amount: null, percent: 12.5 };
    const { network, user } = render([{ method: 'POST', path: '/api/fee-discounts', status: 201, body: granted }]);
    const dialog = await openGrant(user);
    await pickBrenda(user, dialog);
    await user.click(within(dialog).getByRole('combobox', { name: /Fee type/ }));
    await user.click(await screen.findByRole('option', { name: 'Scolarité' }));
    await user.click(within(dialog).getByRole('combobox', { name: /Kind/ }));
    await user.click(await screen.findByRole('option', { name: 'Percentage' }));
    expect(within(dialog).queryByRole('spinbutton', { name: /Amount/ })).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('spinbutton', { name: /Percentage/ }), '12.5');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), ' Fratrie ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Discount granted to ATANGANA Brenda.')).toBeInTheDocument();
    const [post] = network.requestsTo('/api/fee-discounts').filter((request) => request.method === 'POST');
    expect(await jsonBody(post)).toEqual({
      studentId: 1,
      schoolYearId: 3,
      feeTypeId: 2,
      kind: 'percent',
      amount: null,
      percent: 12.5,
      reason: 'Fratrie',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('grants 8.2 %, a two-decimal percentage the shared check once refused, and sends it as a number', async () => {
    const granted = { ...discounts[1], id: 9, kind: 'percent', amount: null, percent: 8.2 };
    const { network, user } = render([{ method: 'POST', path: '/api/fee-discounts', status: 201, body: granted }]);
    const dialog = await openGrant(user);
    await pickBrenda(user, dialog);
    await user.click(within(dialog).getByRole('combobox', { name: /Kind/ }));
    await user.click(await screen.findByRole('option', { name: 'Percentage' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: /Percentage/ }), '8.2');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Bourse');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Discount granted to ATANGANA Brenda.')).toBeInTheDocument();
    const [post] = network.requestsTo('/api/fee-discounts').filter((request) => request.method === 'POST');
    expect(await jsonBody(post)).toMatchObject({ studentId: 1, kind: 'percent', percent: 8.2, amount: null });
  });

  it('grants an amount on all fees, and asks for the student and the amount first', async () => {
    const { network, user } = render([{ method: 'POST', path: '/api/fee-discounts', status: 201, body: discounts[1] }]);
    const dialog = await openGrant(user);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Enfant du personnel');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('This field is required')).toHaveLength(2);
    expect(within(dialog).getByRole('combobox', { name: /Student/ })).toHaveAttribute('aria-invalid', 'true');
    expect(network.requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    await pickBrenda(user, dialog);
    await user.type(within(dialog).getByRole('spinbutton', { name: /Amount/ }), '15000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Discount granted to ATANGANA Brenda.');
    const [post] = network.requestsTo('/api/fee-discounts').filter((request) => request.method === 'POST');
    expect(await jsonBody(post)).toEqual({
      studentId: 1,
      schoolYearId: 3,
      feeTypeId: null,
      kind: 'amount',
      amount: 15000,
      percent: null,
      reason: 'Enfant du personnel',
    });
  });

  it('puts the server’s field messages on the inputs, and one about the year in the form', async () => {
    const { user } = render([
      {
        method: 'POST',
        path: '/api/fee-discounts',
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Some fields are invalid',
          fields: { amount: 'More than the student is charged', schoolYearId: 'This school year is closed' },
        },
      },
    ]);
    const dialog = await openGrant(user);
    await pickBrenda(user, dialog);
    await user.type(within(dialog).getByRole('spinbutton', { name: /Amount/ }), '900000');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Bourse');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('spinbutton', { name: /Amount/ })).toHaveAccessibleDescription('More than the student is charged'),
    );
    expect(within(dialog).getByRole('alert')).toHaveTextContent('This school year is closed');
    expect(screen.getAllByRole('dialog')).toEqual([dialog]);
  });

  it('revokes a discount after asking', async () => {
    const { network, user } = render([{ method: 'DELETE', path: '/api/fee-discounts/1', body: { message: 'Discount revoked' } }]);
    await ready();
    await user.click(within(rowOf('NGONO Marie')).getByRole('button', { name: 'Revoke the discount of NGONO Marie' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke this discount?' });
    expect(confirm).toHaveTextContent('NGONO Marie');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(network.requestsTo('/api/fee-discounts/1')).toHaveLength(0);

    await user.click(within(rowOf('NGONO Marie')).getByRole('button', { name: 'Revoke the discount of NGONO Marie' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('The discount of NGONO Marie is revoked.')).toBeInTheDocument();
    expect(network.requestsTo('/api/fee-discounts/1')[0].method).toBe('DELETE');
    // The list is read again.
    await waitFor(() => expect(network.requestsTo(DISCOUNTS_PATH).length).toBeGreaterThan(1));
  });

  it('has no violations axe can see, the list and the grant dialog', async () => {
    const { container, user } = render();
    await ready();
    expect(await axeViolations(container)).toEqual([]);
    const dialog = await openGrant(user);
    expect(await axeViolations(dialog)).toEqual([]);
  });
});
