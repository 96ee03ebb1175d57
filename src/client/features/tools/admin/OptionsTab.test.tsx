import { screen, within } from '@testing-library/react';
import { File as NodeFile } from 'node:buffer';
import { permissionsOf } from '../../../../domain/permissions';
import { jsonBody, mockFetch } from '../../../testing/fetchMock';
import { currentUserFixture, signedInState, TOKEN } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { optionsFixture } from './adminFixtures';
import OptionsTab from './OptionsTab';

// The machine running the suite may be busy: leave the network answers and user events time.

beforeEach(() => localStorage.setItem('jwtToken', TOKEN));

const optionsRoute = { path: '/api/options', body: { data: optionsFixture } };
const noLogo = { path: '/api/school/logo', status: 404, body: { statusCode: 404, error: 'Not Found', message: 'The school has no logo.' } };
const summary = () => screen.getByTestId('lmd-summary');

async function setNumber(user: ReturnType<typeof renderWithProviders>['user'], label: string, value: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.type(input, value);
}

describe('OptionsTab', () => {
  it.each(['en', 'fr'] as const)('renders in %s', async (language) => {
    mockFetch([optionsRoute, noLogo]);
    const { container } = renderWithProviders(<OptionsTab />, { language, preloadedState: signedInState() });
    expect(await screen.findByLabelText('report_card_footer')).toBeInTheDocument();
    expect(screen.getAllByRole('region')).toHaveLength(7);
    expect(await screen.findByText(language === 'en' ? 'No logo' : 'Aucun logo')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: language === 'en' ? 'LMD system in use' : 'Système LMD activé' })).toBeChecked();
    expect(screen.getByRole('spinbutton', { name: language === 'en' ? 'Continuous assessment rate (CC)' : /\(CC\)/ })).toHaveValue(30);
    expect(container).toMatchSnapshot();
  });

  it('shows the evaluation types the seed rates make available', async () => {
    mockFetch([optionsRoute, noLogo]);
    renderWithProviders(<OptionsTab />, { preloadedState: signedInState() });
    await screen.findByText('Total of the rates: 100 %');
    expect(summary()).toHaveTextContent('Evaluation types available for mark entry: CC, SN, and SR');
    expect(screen.getByLabelText('Tutorials: not available')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('updates the sum and the available types live, then sends only the changed options', async () => {
    const network = mockFetch([
      optionsRoute,
      noLogo,
      { method: 'PUT', path: '/api/options', body: { data: optionsFixture } },
      { path: '/api/user', body: currentUserFixture() },
    ]);
    const { user } = renderWithProviders(<OptionsTab />, { preloadedState: signedInState() });
    await screen.findByText('Total of the rates: 100 %');

    await setNumber(user, 'Continuous assessment rate (CC)', '20');
    expect(summary()).toHaveTextContent('Total of the rates: 90 %');
    expect(summary()).toHaveTextContent('The four rates must add up to 100.');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    await setNumber(user, 'Tutorials rate (TP)', '10');
    expect(summary()).toHaveTextContent('Total of the rates: 100 %');
    expect(summary()).toHaveTextContent('Evaluation types available for mark entry: CC, TP, SN, and SR');
    expect(screen.getByLabelText('Tutorials: available')).toBeInTheDocument();

    await setNumber(user, 'End-of-semester exam rate (SN and SR)', '0');
    await setNumber(user, 'Continuous assessment rate (CC)', '90');
    expect(summary()).toHaveTextContent('Evaluation types available for mark entry: CC and TP');
    expect(screen.getByLabelText('Resit: not available')).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Results on the public page' }));
    expect(screen.getByText('4 changes not saved')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Action completed successfully')).toBeInTheDocument();
    const [put] = network.requestsTo('/api/options').filter((request) => request.method === 'PUT');
    expect(await jsonBody(put)).toEqual({
      options: [
        { name: 'lmd_cc_rate', value: '90' },
        { name: 'lmd_tp_rate', value: '10' },
        { name: 'lmd_sn_rate', value: '0' },
        { name: 'public_results', value: 'true' },
      ],
    });
    // The session's options are reloaded with the current user.
    expect(network.requestsTo('/api/user').length).toBeGreaterThan(0);
  });

  it("offers the address the screen is served from as the school's public address, sent only once the admin saves it (issue 26)", async () => {
    const network = mockFetch([
      optionsRoute,
      noLogo,
      { method: 'PUT', path: '/api/options', body: { data: optionsFixture } },
      { path: '/api/user', body: currentUserFixture() },
    ]);
    const { user } = renderWithProviders(<OptionsTab />, { preloadedState: signedInState() });
    const field = await screen.findByLabelText('Public address of the school');
    expect(field).toHaveValue('');
    const own = `${window.location.origin}${new URL('.', window.location.href).pathname}`.replace(/\/+$/, '');
    await user.click(screen.getByRole('button', { name: `Use this address: ${own}` }));
    expect(field).toHaveValue(own);
    expect(screen.queryByRole('button', { name: /Use this address/ })).not.toBeInTheDocument();
    expect(network.requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Action completed successfully')).toBeInTheDocument();
    const [put] = network.requestsTo('/api/options').filter((request) => request.method === 'PUT');
    expect(await jsonBody(put)).toEqual({ options: [{ name: 'public_url', value: own }] });
  });

  it('refuses a badly typed number before sending it', async () => {
    const network = mockFetch([optionsRoute, noLogo]);
    const { user } = renderWithProviders(<OptionsTab />, { preloadedState: signedInState() });
    await screen.findByText('Total of the rates: 100 %');
    await setNumber(user, 'Pass mark', '25');
    expect(screen.getByText('Between 0 and 20')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(network.requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
  });

  it('shows a refusal beside the field, without the error dialog', async () => {
    mockFetch([
      optionsRoute,
      noLogo,
      {
        method: 'PUT',
        path: '/api/options',
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Some options are not valid',
          fields: { 'options[0].value': 'Unknown currency' },
        },
      },
    ]);
    const { user } = renderWithProviders(<OptionsTab />, { preloadedState: signedInState() });
    const currency = await screen.findByLabelText('Currency');
    await user.clear(currency);
    await user.type(currency, 'ZZZ');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Unknown currency')).toBeInTheDocument();
    expect(screen.getByLabelText('Currency')).toHaveAccessibleDescription('Unknown currency');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('options[0]');
  });

  it("writes the letterhead's blocks over several lines, and refuses more lines than a page has room for", async () => {
    const network = mockFetch([
      optionsRoute,
      noLogo,
      { method: 'PUT', path: '/api/options', body: { data: optionsFixture } },
      { path: '/api/user', body: currentUserFixture() },
    ]);
    const { user } = renderWithProviders(<OptionsTab />, { preloadedState: signedInState() });
    const left = await screen.findByRole('textbox', { name: 'Letterhead, left block' });
    expect(
      within(screen.getByRole('region', { name: 'Letterhead' })).getByRole('textbox', { name: 'Letterhead, right block' }),
    ).toBeInTheDocument();
    expect(left.tagName).toBe('TEXTAREA');
    await user.click(left);
    await user.paste('République du Cameroun\nPaix – Travail – Patrie');
    const right = screen.getByRole('textbox', { name: 'Letterhead, right block' });
    await user.click(right);
    await user.paste('1\n2\n3\n4\n5\n6\n7\n8\n9');
    expect(screen.getByText('At most 8 lines')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(right, '{Backspace}{Backspace}');
    expect(screen.queryByText('At most 8 lines')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Action completed successfully')).toBeInTheDocument();
    const [put] = network.requestsTo('/api/options').filter((request) => request.method === 'PUT');
    expect(await jsonBody(put)).toEqual({
      options: [
        { name: 'letterhead_left', value: 'République du Cameroun\nPaix – Travail – Patrie' },
        { name: 'letterhead_right', value: '1\n2\n3\n4\n5\n6\n7\n8' },
      ],
    });
  });

  it('uploads the logo chosen, refusing one too large before sending it', async () => {
    const network = mockFetch([optionsRoute, noLogo, { method: 'PUT', path: '/api/school/logo', body: { hasLogo: true } }]);
    const { user } = renderWithProviders(<OptionsTab />, { preloadedState: signedInState() });
    const logo = await screen.findByRole('group', { name: 'School logo' });
    await within(logo).findByText('No logo');
    expect(within(logo).queryByRole('button', { name: 'Remove the logo' })).not.toBeInTheDocument();

    await user.upload(screen.getByLabelText('Logo file'), new File([new Uint8Array(3 * 1024 * 1024)], 'big.png', { type: 'image/png' }));
    expect(await screen.findByText('The logo is larger than 2 MB.')).toBeInTheDocument();
    expect(network.requestsTo('/api/school/logo').filter((request) => request.method === 'PUT')).toHaveLength(0);

    // Node's File, which Node's Request (the fetch mock) reads as a body; jsdom's it would not.
    await user.upload(
      screen.getByLabelText('Logo file'),
      new NodeFile(['png-bytes'], 'logo.png', { type: 'image/png' }) as unknown as File,
    );
    expect(await screen.findByText('Action completed successfully')).toBeInTheDocument();
    const [put] = network.requestsTo('/api/school/logo').filter((request) => request.method === 'PUT');
    expect(put.headers.get('content-type')).toBe('image/png');
    expect(await put.clone().text()).toBe('png-bytes');
    // Asked again after the change.
    expect(network.requestsTo('/api/school/logo').filter((request) => request.method === 'GET')).toHaveLength(2);
  });

  it('removes the logo after asking', async () => {
    const network = mockFetch([
      optionsRoute,
      { path: '/api/school/logo', body: {} },
      { method: 'DELETE', path: '/api/school/logo', body: { hasLogo: false } },
    ]);
    const { user } = renderWithProviders(<OptionsTab />, { preloadedState: signedInState() });
    const logo = await screen.findByRole('group', { name: 'School logo' });
    await user.click(await within(logo).findByRole('button', { name: 'Remove the logo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the logo?' });
    expect(dialog).toHaveTextContent('Documents will be printed without a logo.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove the logo' }));
    expect(await screen.findByText('Action completed successfully')).toBeInTheDocument();
    expect(network.requestsTo('/api/school/logo').filter((request) => request.method === 'DELETE')).toHaveLength(1);
    // Asked again after the change: the next answer says there is none.
    expect(network.requestsTo('/api/school/logo').filter((request) => request.method === 'GET').length).toBeGreaterThan(1);
  });

  it('is closed to users without settings.manage', () => {
    const network = mockFetch([optionsRoute, noLogo]);
    renderWithProviders(<OptionsTab />, { preloadedState: signedInState(currentUserFixture({ permissions: permissionsOf('principal') })) });
    expect(screen.getByText('You do not have access to this area.')).toBeInTheDocument();
    expect(network.requests).toHaveLength(0);
  });
});
