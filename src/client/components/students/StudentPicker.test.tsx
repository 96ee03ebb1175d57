import { screen } from '@testing-library/react';
import type { Student } from '../../../domain/contract/students';
import { mockFetch } from '../../testing/fetchMock';
import { currentUserFixture, signedInState } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { StudentPicker } from './StudentPicker';

const student = (id: number, firstName: string, matricule: string, classroomName: string | null): Student => ({
  id,
  matricule,
  firstName,
  lastName: 'Atangana',
  sex: 'F',
  hasPhoto: true,
  archived: false,
  createdAt: '2026-09-01T07:00:00.000Z',
  updatedAt: '2026-09-01T07:00:00.000Z',
  placement: classroomName ? { registrationId: id, classroomId: 11, classroomName, levelId: 1, schoolYearId: 3, repeating: false } : null,
});

// Two namesakes and a student not placed this year.
const FOUND = [
  student(1, 'Brenda', '26SC00001', '6e A'),
  student(2, 'Brenda', '26SC00002', '5e B'),
  student(3, 'Carine', '26SC00003', null),
];

const TEXTS = {
  label: 'discipline.students.find',
  hint: 'discipline.students.findHint',
  noMatch: 'discipline.students.noMatch',
  typeMore: 'discipline.students.typeMore',
};

const render = (onPick = jest.fn(), query?: { schoolYearId?: number; registered?: boolean }) => {
  const network = mockFetch([{ path: /^\/api\/students\?/, body: { data: FOUND, total: FOUND.length } }]);
  const rendered = renderWithProviders(<StudentPicker id="picker" texts={TEXTS} query={query} onPick={onPick} />, {
    preloadedState: signedInState(currentUserFixture()),
  });
  return { ...rendered, network, onPick };
};

describe('the student picker', () => {
  it('tells namesakes apart by classroom and matricule, and says who is not enrolled', async () => {
    const { user } = render();
    await user.type(screen.getByRole('combobox', { name: 'Find a student' }), 'atan');
    expect(await screen.findByRole('option', { name: 'ATANGANA Brenda 6e A · 26SC00001' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'ATANGANA Brenda 5e B · 26SC00002' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'ATANGANA Carine Not registered · 26SC00003' })).toBeInTheDocument();
  });

  it('hands the chosen student over and reads them with their matricule', async () => {
    const { user, onPick } = render();
    const box = screen.getByRole('combobox', { name: 'Find a student' });
    await user.type(box, 'atan');
    await user.click((await screen.findAllByRole('option'))[1]);
    expect(onPick).toHaveBeenCalledWith({ id: 2, name: 'ATANGANA Brenda', matricule: '26SC00002', classroomName: '5e B' });
    expect(box).toHaveValue('ATANGANA Brenda (26SC00002)');
  });

  it('asks once the typing pauses, with the narrowing the screen gives', async () => {
    const { user, network } = render(jest.fn(), { schoolYearId: 3, registered: true });
    await user.type(screen.getByRole('combobox', { name: 'Find a student' }), 'atan');
    await screen.findAllByRole('option');
    const asked = network.requestsTo(/^\/api\/students\?/);
    expect(asked).toHaveLength(1);
    const params = new URL(asked[0].url).searchParams;
    expect(Object.fromEntries(params)).toMatchObject({ schoolYearId: '3', registered: 'true', search: 'atan', limit: '20' });
  });

  it('asks for more letters before searching', async () => {
    const { user, network } = render();
    await user.type(screen.getByRole('combobox', { name: 'Find a student' }), 'a');
    expect(await screen.findByText('Type at least two letters.', { exact: false })).toBeInTheDocument();
    expect(network.requestsTo(/^\/api\/students\?/)).toHaveLength(0);
  });
});
