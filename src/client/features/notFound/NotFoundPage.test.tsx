import { screen } from '@testing-library/react';
import { AppRoutes } from '../../app/router';
import { signedOutState } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';

describe('NotFoundPage', () => {
  it.each(['en', 'fr'] as const)('renders in %s', async (language) => {
    const { container } = renderWithProviders(<AppRoutes />, { route: '/not-found', language, preloadedState: signedOutState });
    const en = language === 'en';
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(en ? 'Page not found' : 'Page introuvable');
    expect(screen.getByRole('link', { name: en ? 'Back to the dashboard' : 'Retour au tableau de bord' })).toBeInTheDocument();
    expect(container).toMatchSnapshot();
  });

  it('is where unknown paths lead', async () => {
    renderWithProviders(<AppRoutes />, { route: '/no/such/page', preloadedState: signedOutState });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
