import { screen, waitFor, within } from '@testing-library/react';
import { jsonBody, mockFetch, type MockRoute } from '../../../testing/fetchMock';
import { signedInState, TOKEN } from '../../../testing/fixtures';
import { columnTexts } from '../../../testing/tables';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { axeViolations } from '../../../testing/axe';
import { feeRoutes, feeTypes } from './testing/feeFixtures';
import FeesTab from './FeesTab';

beforeEach(() => localStorage.setItem('jwtToken', TOKEN));

const render = (extra: MockRoute[] = [], language: 'en' | 'fr' = 'en') => {
  const network = mockFetch(feeRoutes(extra));
  return {
    network,
    ...renderWithProviders(<FeesTab />, { language, route: '/tools?tab=fees&fees=types', preloadedState: signedInState() }),
  };
};
const ready = () => screen.findByRole('cell', { name: 'APEE' });
const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;

describe('the fee types of the Fees tab', () => {
  it.each(['en', 'fr'] as const)('lists the fee types in their order, with what charges them, in %s', async (language) => {
    const { container } = render([], language);
    await ready();
    expect(columnTexts(1)).toEqual(['Inscription', 'Scolarité', 'APEE']);
    expect(container).toMatchSnapshot();
  });

  it('adds a fee type at the next position', async () => {
    const { network, user } = render([
      { method: 'POST', path: '/api/fee-types', body: { id: 4, name: 'Tenue', position: 4, instalmentCount: 0 } },
    ]);
    await ready();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'New fee type' });
    expect(within(dialog).getByLabelText(/Position/)).toHaveValue(4);
    await user.type(within(dialog).getByLabelText(/Name/), ' Tenue ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Action completed successfully')).toBeInTheDocument();
    const [post] = network.requestsTo('/api/fee-types').filter((request) => request.method === 'POST');
    expect(await jsonBody(post)).toEqual({ name: 'Tenue', position: 4 });
  });

  it('renames and moves a fee type with PUT', async () => {
    const { network, user } = render([{ method: 'PUT', path: '/api/fee-types/3', body: { ...feeTypes[2], name: 'APE', position: 0 } }]);
    await ready();
    await user.click(within(rowOf('APEE')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the fee type' });
    await user.clear(within(dialog).getByLabelText(/Name/));
    await user.type(within(dialog).getByLabelText(/Name/), 'APE');
    await user.clear(within(dialog).getByLabelText(/Position/));
    await user.type(within(dialog).getByLabelText(/Position/), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Action completed successfully');
    expect(await jsonBody(network.requestsTo('/api/fee-types/3')[0])).toEqual({ name: 'APE', position: 0 });
  });

  it('says in the confirmation why a fee type still charged cannot be deleted (409)', async () => {
    const { user } = render([
      {
        method: 'DELETE',
        path: '/api/fee-types/2',
        status: 409,
        body: { statusCode: 409, error: 'Conflict', message: 'This record is still used by other records.' },
      },
    ]);
    await ready();
    await user.click(within(rowOf('Scolarité')).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this record?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      '6 instalments still charge this fee type: remove them from the schedules first.',
    );
    expect(screen.getAllByRole('dialog')).toEqual([confirm]);
  });

  it('deletes a fee type nothing charges', async () => {
    const { network, user } = render([{ method: 'DELETE', path: '/api/fee-types/3', body: { message: 'Deleted.' } }]);
    await ready();
    await user.click(within(rowOf('APEE')).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete this record?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Action completed successfully')).toBeInTheDocument();
    expect(network.requestsTo('/api/fee-types/3')[0].method).toBe('DELETE');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('has no violations axe can see', async () => {
    const { container } = render();
    await ready();
    expect(await axeViolations(container)).toEqual([]);
  });
});
