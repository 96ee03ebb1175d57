import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { jsonBody, mockFetch } from '../../../testing/fetchMock';
import { signedInState, TOKEN } from '../../../testing/fixtures';
import { loadCatalogue } from '../../../testing/catalogues';
import { columnTexts } from '../../../testing/tables';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import {
  absenceReasons,
  listOf,
  metadataTypes,
  observations,
  sanctionTypes,
  supplyMissingValidationMessages,
  timeParts,
} from '../toolsFixtures';
import AbsenceReasonsTab from './AbsenceReasonsTab';
import CustomFieldsTab from './CustomFieldsTab';
import ObservationsTab from './ObservationsTab';
import SanctionTypesTab from './SanctionTypesTab';
import TimePartsTab from './TimePartsTab';

beforeEach(() => localStorage.setItem('jwtToken', TOKEN));
beforeAll(() =>
  supplyMissingValidationMessages(loadCatalogue('en'), ['validation.maxAboveMin', 'validation.choicesNeeded', 'validation.endsAfterStart']),
);

const TABS: [string, ComponentType, string, unknown[], string][] = [
  ['TimePartsTab', TimePartsTab, '/api/time-parts', timeParts, 'Étude du soir'],
  ['ObservationsTab', ObservationsTab, '/api/observations', observations, 'Assez bien'],
  ['SanctionTypesTab', SanctionTypesTab, '/api/sanction-types', sanctionTypes, 'Exclusion temporaire'],
  ['CustomFieldsTab', CustomFieldsTab, '/api/metadata-types', metadataTypes, 'Groupe sanguin'],
  ['AbsenceReasonsTab', AbsenceReasonsTab, '/api/absence-reasons', absenceReasons, 'Sans motif valable'],
];

describe.each(TABS)('%s', (_, Tab, path, items, sample) => {
  it.each(['en', 'fr'] as const)('lists its records in %s', async (language) => {
    mockFetch([{ path, body: listOf(items) }]);
    const { container } = renderWithProviders(<Tab />, { language, preloadedState: signedInState() });
    expect(await screen.findByText(sample)).toBeInTheDocument();
    expect(columnTexts(0)).toHaveLength(items.length);
    expect(screen.getByRole('button', { name: language === 'en' ? 'Add' : 'Ajouter' })).toBeInTheDocument();
    expect(container).toMatchSnapshot();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    const network = mockFetch([{ path, status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'Boom' } }]);
    const { user } = renderWithProviders(<Tab />, { preloadedState: signedInState() });
    expect(await screen.findByText('The list could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(network.requestsTo(path).length).toBeGreaterThanOrEqual(2);
  });
});

describe('the list forms', () => {
  it('sends a time part with its times and a decimal duration', async () => {
    const network = mockFetch([
      { path: '/api/time-parts', body: listOf(timeParts) },
      {
        method: 'POST',
        path: '/api/time-parts',
        body: { id: 4, name: 'Samedi', startsAt: '08:00', endsAt: '10:00', durationHours: 2, position: 4 },
      },
    ]);
    const { user } = renderWithProviders(<TimePartsTab />, { preloadedState: signedInState() });
    await screen.findByText('Étude du soir');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'New time part' });
    await user.type(within(dialog).getByLabelText(/Name/), 'Samedi');
    await user.type(within(dialog).getByLabelText(/Starts at/), '08:00');
    await user.type(within(dialog).getByLabelText(/Ends at/), '10:00');
    await user.clear(within(dialog).getByLabelText(/Duration/));
    await user.type(within(dialog).getByLabelText(/Duration/), '1.75');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await screen.findByText('Action completed successfully');
    const [post] = network.requestsTo('/api/time-parts').filter((request) => request.method === 'POST');
    expect(await jsonBody(post)).toEqual({ name: 'Samedi', startsAt: '08:00', endsAt: '10:00', durationHours: 1.75, position: 4 });
  });

  it('sends a sanction type with its unit', async () => {
    const network = mockFetch([
      { path: '/api/sanction-types', body: listOf(sanctionTypes) },
      { method: 'POST', path: '/api/sanction-types', body: { id: 6, code: 'RET', name: 'Retenue', unit: 'days', position: 6 } },
    ]);
    const { user } = renderWithProviders(<SanctionTypesTab />, { language: 'fr', preloadedState: signedInState() });
    await screen.findByText('Exclusion temporaire');
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouveau type de sanction' });
    await user.type(within(dialog).getByLabelText(/Code/), 'ret');
    await user.type(within(dialog).getByLabelText(/Nom/), 'Retenue');
    await user.click(within(dialog).getByRole('combobox', { name: /Compté en/ }));
    await user.click(await screen.findByRole('option', { name: 'Jours' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    await screen.findByText('Action effectuée avec succès');
    const [post] = network.requestsTo('/api/sanction-types').filter((request) => request.method === 'POST');
    expect(await jsonBody(post)).toEqual({ code: 'RET', name: 'Retenue', unit: 'days', position: 6 });
  });

  it('sends an absence reason that does not justify', async () => {
    const network = mockFetch([
      { path: '/api/absence-reasons', body: listOf(absenceReasons) },
      {
        method: 'POST',
        path: '/api/absence-reasons',
        body: { id: 3, name: 'Retard de transport', justifies: false, onReportCard: false, position: 3 },
      },
    ]);
    const { user } = renderWithProviders(<AbsenceReasonsTab />, { language: 'fr', preloadedState: signedInState() });
    await screen.findByText('Sans motif valable');
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouveau motif d’absence' });
    await user.type(within(dialog).getByLabelText(/Nom/), 'Retard de transport');
    await user.click(within(dialog).getByLabelText('Justifie l’absence'));
    await user.click(within(dialog).getByLabelText('Sur le bulletin'));
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    await screen.findByText('Action effectuée avec succès');
    const [post] = network.requestsTo('/api/absence-reasons').filter((request) => request.method === 'POST');
    expect(await jsonBody(post)).toEqual({ name: 'Retard de transport', justifies: false, onReportCard: false, position: 3 });
  });

  it('sends an observation band with numbers', async () => {
    const network = mockFetch([
      { path: '/api/observations', body: listOf(observations) },
      { method: 'PUT', path: '/api/observations/3', body: { ...observations[2], maxMark: 15 } },
    ]);
    const { user } = renderWithProviders(<ObservationsTab />, { preloadedState: signedInState() });
    const row = (await screen.findByRole('cell', { name: 'Assez bien' })).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the observation' });
    await user.clear(within(dialog).getByLabelText(/Maximum mark/));
    await user.type(within(dialog).getByLabelText(/Maximum mark/), '15');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await screen.findByText('Action completed successfully');
    expect(await jsonBody(network.requestsTo('/api/observations/3')[0])).toEqual({
      minMark: 12,
      maxMark: 15,
      grade: 'B',
      label: 'Assez bien',
    });
  });

  it('asks for choices only for a choice field, shows them as chips and sends them as a list', async () => {
    const network = mockFetch([
      { path: '/api/metadata-types', body: listOf(metadataTypes) },
      {
        method: 'POST',
        path: '/api/metadata-types',
        body: { id: 3, name: 'Religion', kind: 'choice', choices: ['Catholique', 'Protestante', 'Musulmane'] },
      },
    ]);
    const { user } = renderWithProviders(<CustomFieldsTab />, { preloadedState: signedInState() });
    await screen.findByText('Groupe sanguin');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'New custom field' });
    expect(within(dialog).queryByLabelText(/Choices/)).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Name/), 'Religion');
    await user.click(within(dialog).getByRole('combobox', { name: /Kind/ }));
    await user.click(await screen.findByRole('option', { name: 'Choice from a list' }));
    await user.type(within(dialog).getByLabelText(/Choices/), 'Catholique; Protestante ;;Musulmane');
    expect(within(dialog).getByText('Protestante')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await screen.findByText('Action completed successfully');
    const [post] = network.requestsTo('/api/metadata-types').filter((request) => request.method === 'POST');
    expect(await jsonBody(post)).toEqual({ name: 'Religion', kind: 'choice', choices: ['Catholique', 'Protestante', 'Musulmane'] });
  });

  it('sends no choices for a text field', async () => {
    const network = mockFetch([
      { path: '/api/metadata-types', body: listOf(metadataTypes) },
      { method: 'PUT', path: '/api/metadata-types/1', body: { ...metadataTypes[0], kind: 'text', choices: [] } },
    ]);
    const { user } = renderWithProviders(<CustomFieldsTab />, { preloadedState: signedInState() });
    const row = (await screen.findByRole('cell', { name: 'Groupe sanguin' })).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the custom field' });
    expect(within(dialog).getByLabelText(/Choices/)).toHaveValue('A+; A-; O+');
    await user.click(within(dialog).getByRole('combobox', { name: /Kind/ }));
    await user.click(await screen.findByRole('option', { name: 'Text' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await screen.findByText('Action completed successfully');
    expect(await jsonBody(network.requestsTo('/api/metadata-types/1')[0])).toEqual({ name: 'Groupe sanguin', kind: 'text', choices: [] });
  });
});
