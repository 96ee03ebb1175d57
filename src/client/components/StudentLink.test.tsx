import { screen } from '@testing-library/react';
import { currentUserFixture, signedInState } from '../testing/fixtures';
import { renderWithProviders } from '../testing/renderWithProviders';
import { StudentLink } from './StudentLink';

describe("a student's name in a list", () => {
  it("opens the student's page for whoever reads the students", () => {
    renderWithProviders(<StudentLink studentId={12}>NGONO Marie</StudentLink>, { preloadedState: signedInState(currentUserFixture()) });
    expect(screen.getByRole('link', { name: 'NGONO Marie' })).toHaveAttribute('href', '/student/12');
  });

  it('stays plain text for whoever cannot open that page', () => {
    renderWithProviders(<StudentLink studentId={12}>NGONO Marie</StudentLink>, {
      preloadedState: signedInState(currentUserFixture({ permissions: ['finance.read'] })),
    });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('NGONO Marie')).toBeInTheDocument();
  });
});
