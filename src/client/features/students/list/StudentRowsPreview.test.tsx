import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { studentsFixture } from '../testing/studentFixtures';
import { StudentRowsPreview } from './StudentRowsPreview';

describe('StudentRowsPreview', () => {
  it('shows each student of the page as a row while the grid loads, in the language of the screen', () => {
    renderWithProviders(<StudentRowsPreview rows={studentsFixture} />, { language: 'fr' });
    const table = screen.getByRole('table', { name: 'Élèves' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(studentsFixture.length + 1);
    const first = studentsFixture[0];
    expect(rows[1]).toHaveTextContent(`${first.matricule}${first.lastName}${first.firstName}${first.placement?.classroomName ?? ''}`);
    expect(within(rows[0]).getByRole('columnheader', { name: 'Matricule' })).toBeInTheDocument();
  });

  it('shows a spinner until the data is there', () => {
    renderWithProviders(<StudentRowsPreview rows={undefined} />);
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
  });
});
