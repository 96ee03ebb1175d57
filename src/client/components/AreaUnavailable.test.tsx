import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/renderWithProviders';
import { AreaUnavailable } from './AreaUnavailable';

describe('an area not yet available', () => {
  it.each([
    ['en', 'This area is not available yet.'],
    ['fr', "Cet espace n'est pas encore disponible."],
  ] as const)('says so plainly in %s', (language, text) => {
    const { container } = renderWithProviders(<AreaUnavailable area="tools" />, { language });
    expect(screen.getByRole('heading', { level: 1, name: language === 'en' ? 'Tools' : 'Outils' })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(container).toMatchSnapshot();
  });
});
