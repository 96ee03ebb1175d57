import { screen, waitFor, within } from '@testing-library/react';
import { File as NodeFile } from 'node:buffer';
import { Route, Routes } from 'react-router-dom';
import { studentCardStatus } from '../../../../domain/contract/accessCodes';
import { listAudit } from '../../../../domain/contract/audit';
import type { StudentRecord } from '../../../../domain/contract/discipline';
import { listNotices } from '../../../../domain/contract/guardianNotices';
import { getAccount } from '../../../../domain/contract/payments';
import { studentResults, type StudentResults } from '../../../../domain/contract/sheets';
import type { Student } from '../../../../domain/contract/students';
import { permissionsOf } from '../../../../domain/permissions';
import type { PersonalStudentField } from '../../../../domain/students/fieldAccess';
import { jsonBody, mockFetch, type MockRoute } from '../../../testing/fetchMock';
import { signedInState, TOKEN } from '../../../testing/fixtures';
import { STICKY_CLASS } from '../../../components/StickyCell';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import StudentsPage from '../StudentsPage';
import {
  brendaFixture,
  classCoursesFixture,
  exemptionsFixture,
  listOf,
  registrationsFixture,
  structureRoutes,
  studentUserFixture,
} from '../testing/studentFixtures';

beforeEach(() => {
  localStorage.setItem('jwtToken', TOKEN);
  document.cookie = 'XSRF-TOKEN=xsrf-value';
});

const pageRoutes = (student = brendaFixture): MockRoute[] => [
  { path: `/api/students/${student.id}`, body: student },
  { path: `/api/registrations?studentId=${student.id}&limit=1000`, body: listOf(registrationsFixture) },
  { path: `/api/exemptions?studentId=${student.id}&limit=1000`, body: listOf(exemptionsFixture) },
  { path: /^\/api\/class-courses\?classroomId=11/, body: listOf(classCoursesFixture) },
  {
    path: new RegExp(`^/api/student-accounts/${student.id}(\\?|$)`),
    body: { ...getAccount.example!.response, studentId: student.id, studentName: 'ATANGANA Brenda' },
  },
  { path: new RegExp(`^/api/students/${student.id}/results/3$`), body: resultsFixture },
  { path: new RegExp(`^/api/discipline/students/${student.id}/3$`), body: recordFixture },
  { path: new RegExp(`^/api/access_codes/students/${student.id}\\?`), body: studentCardStatus.example!.response },
  { path: new RegExp(`^/api/guardian-notices\\?studentId=${student.id}&`), body: listNotices.example!.response },
  { path: new RegExp(`^/api/audit\\?studentId=${student.id}&`), body: listAudit.example!.response },
  ...structureRoutes(),
];

/** Sequence 1 and the year, as the sheets would give them. */
const resultsFixture: StudentResults = {
  ...studentResults.example!.response,
  classroomId: 11,
  schoolYearId: 3,
  periods: [
    studentResults.example!.response.periods[0],
    { ...studentResults.example!.response.periods[0], periodType: 'annual', period: 0, rank: 2, exAequo: true, average: 15 },
  ],
};

const recordFixture: StudentRecord = {
  studentId: 1,
  matricule: '26SC00001',
  studentName: 'ATANGANA Brenda',
  classroomName: '6e A',
  schoolYearId: 3,
  periods: [
    {
      period: 'sequence-1',
      from: '2026-09-07',
      to: '2026-10-17',
      justifiedHours: 2,
      unjustifiedHours: 3,
      lateness: 1,
      latenessMinutes: 10,
      consigneHours: 0,
      exclusionDays: 0,
    },
  ],
  absences: [],
  sanctions: [],
  suggestions: [],
};

const accountTable = () => screen.findByRole('table', { name: /^(Instalments of|Tranches de) ATANGANA Brenda/ });

const render = (options: Parameters<typeof renderWithProviders>[1] = {}) =>
  renderWithProviders(
    <Routes>
      <Route path="/student/*" element={<StudentsPage />} />
    </Routes>,
    { route: '/student/1', preloadedState: signedInState(studentUserFixture()), ...options },
  );

const loaded = async () => {
  await screen.findByRole('heading', { name: 'ATANGANA Brenda' });
  await screen.findByText('CM2 B');
  await screen.findByText('Certificat médical');
};

describe('the student page', () => {
  it.each(['en', 'fr'] as const)('renders in %s', async (language) => {
    mockFetch(pageRoutes());
    const { container } = render({ language });
    await loaded();
    await accountTable();
    const en = language === 'en';
    expect(screen.getByRole('heading', { level: 1, name: 'ATANGANA Brenda' })).toBeInTheDocument();
    await screen.findByRole('table', { name: en ? /^Average and rank of each period/ : /^Moyenne et rang de chaque période/ });
    await screen.findByText(en ? 'Code in force' : 'Code en vigueur');
    await screen.findByRole('table', { name: en ? /^Notices to the guardians/ : /^Avis aux tuteurs/ });
    await screen.findByRole('table', { name: en ? /^Changes to the record/ : /^Modifications du dossier/ });
    await screen.findByRole('table', { name: en ? /^Absence hours/ : /^Heures d’absence/ });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toHaveLength(9);
    const registrations = within(screen.getByRole('region', { name: en ? 'Registrations' : 'Inscriptions' })).getAllByRole('row');
    expect(registrations).toHaveLength(3);
    expect(within(registrations[1]).getAllByRole('cell')[0]).toHaveTextContent('2026-2027');
    expect(screen.getByRole('button', { name: en ? 'Edit' : 'Modifier' })).toBeInTheDocument();
    expect(container).toMatchSnapshot();
  });

  it("shows each period's average and rank as the sheets give them, with its report card, and links to the acting screens", async () => {
    mockFetch(pageRoutes());
    render();
    await loaded();
    const table = await screen.findByRole('table', { name: /^Average and rank of each period/ });
    const [, sequence, year] = within(table).getAllByRole('row');
    expect(sequence).toHaveTextContent(/^Sequence 1.*14\.50.*3 of 47.*11\.04/);
    expect(year).toHaveTextContent(/^Year.*15\.00.*2 of 47 \(ex aequo\)/);
    expect(within(year).getByRole('button', { name: 'Download the report card of Year' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Open the mark sheets' })).toHaveAttribute('href', '/marksheet?classroom=11');
    expect(screen.getByRole('link', { name: 'Open in discipline' })).toHaveAttribute('href', '/discipline?tab=students&student=1');
    expect(screen.getByRole('link', { name: 'Open the student cards' })).toHaveAttribute('href', '/student-cards?classroom=11');
    const marks = screen.getByRole('table', { name: 'Marks by course, Year' });
    expect(within(marks).getAllByRole('row')[1]).toHaveTextContent(/^Mathématiques.*4.*14\.50.*3$/);
  });

  it('lists the registrations latest first, with their status', async () => {
    mockFetch(pageRoutes());
    render({ language: 'fr' });
    await loaded();
    const rows = within(screen.getByRole('region', { name: 'Inscriptions' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^2026-20276e A.*Actif/),
      expect.stringMatching(/^2025-2026CM2 BRedoublant.*Transféré/),
    ]);
  });

  it("keeps each registration's actions at the end of its row while the narrow section scrolls the rest", async () => {
    mockFetch(pageRoutes());
    render();
    await loaded();
    const [header, ...rows] = within(screen.getByRole('region', { name: 'Registrations' })).getAllByRole('row');
    expect(within(header).getAllByRole('columnheader').at(-1)).toHaveClass(STICKY_CLASS.end);
    for (const row of rows) {
      const last = within(row).getAllByRole('cell').at(-1)!;
      expect(last).toHaveClass(STICKY_CLASS.end);
      expect(within(last).getByRole('button', { name: /^Delete the registration/ })).toBeInTheDocument();
    }
  });

  it('shows the initials when there is no photo, and the custom fields by name', async () => {
    mockFetch(pageRoutes());
    render();
    await loaded();
    expect(screen.getByRole('img', { name: 'Photo of Atangana Brenda' })).toHaveTextContent('AB');
    expect(screen.getByText('Groupe sanguin')).toBeInTheDocument();
    expect(screen.getByText('O+')).toBeInTheDocument();
  });

  it('fetches the photo with the bearer token and shows it', async () => {
    const network = mockFetch(pageRoutes({ ...brendaFixture, hasPhoto: true }));
    const fetchSpy = globalThis.fetch as jest.Mock;
    const original = fetchSpy.getMockImplementation()!;
    fetchSpy.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      // The one baseQuery hands fetch a Request.
      const request = new Request(input instanceof Request ? input : String(input), init);
      if (request.url.endsWith('/api/students/1/photo')) {
        network.requests.push(request);
        return new Response(new Blob(['jpeg']), { status: 200, headers: { 'Content-Type': 'image/jpeg' } });
      }
      return original(input, init);
    });
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:photo'), revokeObjectURL: jest.fn() });
    render();
    await loaded();
    await waitFor(() => expect(screen.getByRole('img', { name: 'Photo of Atangana Brenda' })).toHaveAttribute('src', 'blob:photo'));
    expect(network.requestsTo('/api/students/1/photo')[0].headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('uploads a photo as the raw image with its own type, and refuses one too large', async () => {
    const network = mockFetch([{ method: 'PUT', path: '/api/students/1/photo', body: { hasPhoto: true } }, ...pageRoutes()]);
    const { user } = render();
    await loaded();
    const input = screen.getByLabelText('Photo file');
    await user.upload(input, new File([new Uint8Array(3 * 1024 * 1024)], 'big.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('The photo is larger than 2 MB.')).toBeInTheDocument();
    expect(network.requestsTo('/api/students/1/photo')).toHaveLength(0);

    // Node's File, which Node's Request (the fetch mock) reads as a body; jsdom's it would not.
    await user.upload(input, new NodeFile(['png-bytes'], 'me.png', { type: 'image/png' }) as unknown as File);
    await waitFor(() => expect(network.requestsTo('/api/students/1/photo')).toHaveLength(1));
    const [upload] = network.requestsTo('/api/students/1/photo');
    expect(upload.method).toBe('PUT');
    expect(upload.headers.get('Content-Type')).toBe('image/png');
    expect(upload.headers.get('X-XSRF-TOKEN')).toBe('xsrf-value');
    expect(await upload.clone().text()).toBe('png-bytes');
  });

  it('archives with the whole record and archived: true', async () => {
    const network = mockFetch([{ method: 'PUT', path: '/api/students/1', body: { ...brendaFixture, archived: true } }, ...pageRoutes()]);
    const { user } = render();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    await screen.findByText('Action completed successfully');
    expect(await jsonBody(network.requestsTo('/api/students/1').find((request) => request.method === 'PUT')!)).toEqual({
      matricule: '26SC00001',
      lastName: 'Atangana',
      firstName: 'Brenda',
      sex: 'F',
      birthDate: '2014-03-12',
      birthPlace: 'Yaoundé',
      guardianName: 'M. Atangana',
      guardianPhone: '+237 677 123 456',
      address: 'Bastos, Yaoundé',
      customFields: { '1': 'O+', '2': 3 },
      archived: true,
    });
  });

  it('asks before deleting, and says in the confirmation when the student has a history (409), not in the error dialog', async () => {
    const message = 'This student has registrations, marks or payments: archive them instead.';
    const network = mockFetch([
      { method: 'DELETE', path: '/api/students/1', status: 409, body: { statusCode: 409, error: 'Conflict', message } },
      ...pageRoutes(),
    ]);
    const { user } = render({ language: 'fr' });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Supprimer' }));
    const confirm = await screen.findByRole('dialog', { name: 'Supprimer cet enregistrement\u202f?' });
    expect(confirm).toHaveTextContent('ATANGANA Brenda sera supprimé définitivement');
    expect(network.requestsTo('/api/students/1').filter((request) => request.method === 'DELETE')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(message);
    expect(screen.getAllByRole('dialog')).toEqual([confirm]);
    await user.click(within(confirm).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('transfers a student already active this year (transfer: true)', async () => {
    const network = mockFetch([
      { method: 'POST', path: '/api/registrations', status: 201, body: listOf([registrationsFixture[0]]) },
      ...pageRoutes(),
    ]);
    const { user } = render();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer ATANGANA Brenda' });
    await within(dialog).findByRole('option', { name: '6e B (60/60)' });
    await user.selectOptions(within(dialog).getByLabelText(/Class/), '13');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Repeating the year' }));
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    await screen.findByText('Action completed successfully');
    expect(await jsonBody(network.requestsTo('/api/registrations').at(-1)!)).toEqual({
      studentId: 1,
      classroomId: 13,
      repeating: true,
      transfer: true,
    });
  });

  it('enrols a student with no registration this year (transfer: false)', async () => {
    const unregistered = { ...brendaFixture, placement: null };
    const network = mockFetch([
      { method: 'POST', path: '/api/registrations', status: 201, body: listOf([registrationsFixture[0]]) },
      { path: '/api/registrations?studentId=1&limit=1000', body: listOf([registrationsFixture[1]]) },
      ...pageRoutes(unregistered),
    ]);
    const { user } = render();
    await screen.findByText('CM2 B');
    await user.click(screen.getByRole('button', { name: 'Enrol' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enrol ATANGANA Brenda' });
    await within(dialog).findByRole('option', { name: '6e A (34/60)' });
    await user.selectOptions(within(dialog).getByLabelText(/Class/), '11');
    await user.click(within(dialog).getByRole('button', { name: 'Enrol' }));
    await screen.findByText('Action completed successfully');
    expect(await jsonBody(network.requestsTo('/api/registrations').at(-1)!)).toEqual({
      studentId: 1,
      classroomId: 11,
      repeating: false,
      transfer: false,
    });
  });

  it('marks a registration as left after confirmation', async () => {
    const network = mockFetch([
      { method: 'PUT', path: '/api/registrations/21', body: { ...registrationsFixture[0], status: 'left' } },
      ...pageRoutes(),
    ]);
    const { user } = render();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Mark as left: 6e A, 2026-2027' }));
    const confirm = await screen.findByRole('dialog', { name: 'Mark the student as having left?' });
    await user.click(within(confirm).getByRole('button', { name: 'Mark as left' }));
    await screen.findByText('Action completed successfully');
    expect(await jsonBody(network.requestsTo('/api/registrations/21')[0])).toEqual({ status: 'left' });
  });

  it('adds an exemption from a course of the current class, and deletes one after confirmation', async () => {
    const network = mockFetch([
      { method: 'POST', path: '/api/exemptions', body: exemptionsFixture[0] },
      { method: 'DELETE', path: '/api/exemptions/5', body: { message: 'Deleted.' } },
      ...pageRoutes(),
    ]);
    const { user } = render();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Add an exemption' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an exemption' });
    // Already exempted from physical education: only mathematics is offered.
    await within(dialog).findByRole('option', { name: 'Mathématiques' });
    expect(within(dialog).queryByRole('option', { name: 'Éducation physique' })).not.toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText(/Course/), '71');
    await user.type(within(dialog).getByLabelText(/Reason/), 'Dyscalculie');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(network.requestsTo('/api/exemptions')).toHaveLength(1));
    expect(await jsonBody(network.requestsTo('/api/exemptions')[0])).toEqual({ studentId: 1, classCourseId: 71, reason: 'Dyscalculie' });

    await user.click(screen.getByRole('button', { name: 'Delete the exemption from Éducation physique' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this record?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(network.requestsTo('/api/exemptions/5')).toHaveLength(1));
  });

  it('shows only reading to a teacher', async () => {
    mockFetch(pageRoutes());
    render({ preloadedState: signedInState(studentUserFixture({ permissions: ['students.read', 'structure.read'] })) });
    await loaded();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Transfer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add an exemption' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a photo' })).not.toBeInTheDocument();
    for (const section of [
      'Marks and averages',
      'Absences and sanctions',
      'Account',
      'Student card',
      'Notices to guardians',
      'Audit log of the record',
    ])
      expect(screen.queryByRole('region', { name: section })).not.toBeInTheDocument();
  });

  it("shows whoever reads the money the student's account, and the cashier the way to the counter", async () => {
    const network = mockFetch(pageRoutes());
    render({ preloadedState: signedInState(studentUserFixture({ permissions: ['students.read', 'structure.read', 'finance.read'] })) });
    await loaded();
    await accountTable();
    const account = screen.getByRole('region', { name: 'Account' });
    expect(within(account).getAllByRole('row', { name: /Tranche 1/ })[0]).toHaveTextContent('FCFA 25,000');
    expect(within(account).queryByRole('link', { name: 'Take a payment' })).not.toBeInTheDocument();
    expect(network.requestsTo(/^\/api\/student-accounts\/1\?/)).toHaveLength(1);
    expect(network.requestsTo(/results|discipline|access_codes|guardian-notices|audit/)).toHaveLength(0);
  });

  it('links the cashier from the account to the counter', async () => {
    mockFetch(pageRoutes());
    render();
    await accountTable();
    expect(screen.getByRole('link', { name: 'Take a payment' })).toHaveAttribute('href', '/finance?tab=counter&student=1');
  });

  /** Brenda as the server answers a role that may not read these fields: absent, not null. */
  const brendaWithout = (fields: PersonalStudentField[]): Student =>
    Object.fromEntries(Object.entries(brendaFixture).filter(([key]) => !(fields as string[]).includes(key))) as Student;
  const identityLabels = () =>
    within(screen.getByRole('region', { name: 'Identity' }))
      .getAllByRole('term')
      .map((term) => term.textContent);

  it('shows a teacher the student without birth, guardian, address or custom fields', async () => {
    mockFetch(pageRoutes(brendaWithout(['birthDate', 'birthPlace', 'guardianName', 'guardianPhone', 'address', 'customFields'])));
    render({ preloadedState: signedInState(studentUserFixture({ permissions: permissionsOf('teacher') })) });
    await loaded();
    expect(identityLabels()).toEqual(['Matricule', 'Sex']);
    for (const hidden of [
      'Date of birth',
      'Parent or guardian',
      "Guardian's phone",
      'Address',
      'Groupe sanguin',
      'M. Atangana',
      '+237 677 123 456',
      'O+',
    ]) {
      expect(screen.queryByText(hidden)).not.toBeInTheDocument();
    }
  });

  it("shows a bursar the guardian's phone but neither the address nor the custom fields", async () => {
    mockFetch(pageRoutes(brendaWithout(['birthDate', 'birthPlace', 'address', 'customFields'])));
    render({ preloadedState: signedInState(studentUserFixture({ permissions: permissionsOf('bursar') })) });
    await loaded();
    expect(identityLabels()).toEqual(['Matricule', 'Sex', 'Parent or guardian', "Guardian's phone", "Guardian's e-mail"]);
    expect(screen.getByText('+237 677 123 456')).toBeInTheDocument();
    expect(screen.queryByText('Bastos, Yaoundé')).not.toBeInTheDocument();
    expect(screen.queryByText('Groupe sanguin')).not.toBeInTheDocument();
  });

  it('says so when the student does not exist', async () => {
    mockFetch([{ path: '/api/students/99', status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Not found' } }]);
    render({ route: '/student/99' });
    expect(await screen.findByText('This student does not exist or was deleted.')).toBeInTheDocument();
  });
});
