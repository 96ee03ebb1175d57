import { screen, waitFor, within } from '@testing-library/react';
import { jsonBody, mockFetch, type MockRoute } from '../../../testing/fetchMock';
import { signedInState, TOKEN } from '../../../testing/fixtures';
import { columnTexts } from '../../../testing/tables';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { classCourses6eA, classCoursesL1, classrooms, courses, listOf, schoolYears, teachers } from '../toolsFixtures';
import ClassCoursesTab from './ClassCoursesTab';

beforeEach(() => localStorage.setItem('jwtToken', TOKEN));

const routes = (extra: MockRoute[] = []): MockRoute[] => [
  ...extra,
  { path: '/api/school-years', body: listOf(schoolYears) },
  { path: '/api/classrooms?schoolYearId=3&limit=1000', body: listOf(classrooms) },
  { path: '/api/class-courses?classroomId=11', body: listOf(classCourses6eA) },
  { path: '/api/class-courses?classroomId=21', body: listOf(classCoursesL1) },
  { path: '/api/courses?limit=1000', body: listOf(courses) },
  { path: '/users?role=teacher&status=active&limit=1000', body: listOf(teachers) },
];

async function pickClassroom(user: ReturnType<typeof renderWithProviders>['user'], name: string) {
  await user.click(screen.getByRole('combobox', { name: 'Classroom' }));
  await user.click(await screen.findByRole('option', { name }));
}

describe('ClassCoursesTab', () => {
  it.each(['en', 'fr'] as const)('shows the courses of the first classroom in %s', async (language) => {
    mockFetch(routes());
    const { container } = renderWithProviders(<ClassCoursesTab />, { language, preloadedState: signedInState() });
    expect(await screen.findByText('Mathématiques (MATH)')).toBeInTheDocument();
    // A group outside the usual three shows as typed.
    expect(screen.getByText('Langues vivantes')).toBeInTheDocument();
    expect(columnTexts(0)).toEqual(['Mathématiques (MATH)', 'Français (FRAN)']);
    expect(container).toMatchSnapshot();
  });

  it('asks for a coefficient in a secondary classroom', async () => {
    mockFetch(routes());
    const { user } = renderWithProviders(<ClassCoursesTab />, { preloadedState: signedInState() });
    await screen.findByText('Mathématiques (MATH)');
    expect(screen.getByRole('columnheader', { name: 'Coefficient' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a course to the classroom' });
    expect(within(dialog).getByLabelText(/Coefficient/)).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/Credits/)).not.toBeInTheDocument();
  });

  it('asks for credits in an LMD classroom and sends them without a coefficient', async () => {
    const saved = {
      ...classCoursesL1[0],
      id: 202,
      courseId: 1,
      courseName: 'Mathématiques',
      courseCode: 'MATH',
      teacherId: null,
      teacherName: null,
      credits: 4,
    };
    const network = mockFetch(routes([{ method: 'POST', path: '/api/class-courses', body: saved }]));
    const { user } = renderWithProviders(<ClassCoursesTab />, { preloadedState: signedInState() });
    await screen.findByText('Mathématiques (MATH)');
    await pickClassroom(user, 'L1 Informatique');
    expect(await screen.findByText('Algorithmique (ALGO)')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Credits' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a course to the classroom' });
    expect(within(dialog).queryByLabelText(/Coefficient/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: /Course/ }));
    await user.click(await screen.findByRole('option', { name: 'Mathématiques (MATH)' }));
    await user.type(within(dialog).getByLabelText(/Credits/), '4');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Action completed successfully')).toBeInTheDocument();
    const [post] = network.requestsTo('/api/class-courses').filter((request) => request.method === 'POST');
    expect(await jsonBody(post)).toEqual({ classroomId: 21, courseId: 1, teacherId: null, credits: 4, group: 'sciences' });
  });

  it('keeps a group typed by hand and lets the user pick a usual one instead', async () => {
    const network = mockFetch(
      routes([{ method: 'PUT', path: '/api/class-courses/102', body: { ...classCourses6eA[1], group: 'letters' } }]),
    );
    const { user } = renderWithProviders(<ClassCoursesTab />, { preloadedState: signedInState() });
    const row = (await screen.findByRole('cell', { name: 'Français (FRAN)' })).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the class course' });
    expect(within(dialog).getByLabelText(/Group \(other\)/)).toHaveValue('Langues vivantes');
    await user.click(within(dialog).getByRole('combobox', { name: /Group/ }));
    await user.click(await screen.findByRole('option', { name: 'Letters' }));
    expect(within(dialog).queryByLabelText(/Group \(other\)/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await screen.findByText('Action completed successfully');
    expect(await jsonBody(network.requestsTo('/api/class-courses/102')[0])).toEqual({
      classroomId: 11,
      courseId: 2,
      teacherId: null,
      coefficient: 3.5,
      group: 'letters',
    });
  });

  it('copies the courses to another classroom of the same grading system and says how many it now has', async () => {
    const copied = listOf([
      { ...classCourses6eA[0], id: 301, classroomId: 12, classroomName: '6e B' },
      { ...classCourses6eA[1], id: 302, classroomId: 12, classroomName: '6e B' },
    ]);
    const network = mockFetch(routes([{ method: 'POST', path: '/api/class-courses/copy', body: copied }]));
    const { user } = renderWithProviders(<ClassCoursesTab />, { preloadedState: signedInState() });
    await screen.findByText('Mathématiques (MATH)');
    await user.click(screen.getByRole('button', { name: 'Copy these courses to another classroom' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy the courses' });
    await user.click(within(dialog).getByRole('combobox', { name: /Target classroom/ }));
    // The LMD classroom is not offered: the server would refuse it.
    expect(screen.queryByRole('option', { name: 'L1 Informatique' })).not.toBeInTheDocument();
    expect(screen.queryByRole('option', { name: '6e A' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: '6e B' }));
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));

    expect(await screen.findByText('6e B now has 2 courses.')).toBeInTheDocument();
    expect(await jsonBody(network.requestsTo('/api/class-courses/copy')[0])).toEqual({ fromClassroomId: 11, toClassroomId: 12 });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Copy the courses' })).not.toBeInTheDocument());
  });
});
