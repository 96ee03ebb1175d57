import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { useAlerts } from './alertsContext';

function Trigger({ error }: { error?: unknown }) {
  const { showError, showSuccess } = useAlerts();
  return (
    <>
      <button onClick={() => showError(error)}>fail</button>
      <button onClick={() => showSuccess()}>succeed</button>
    </>
  );
}

describe('the alert dialog', () => {
  it.each([
    [404, 'Ressource introuvable', 'La ressource demandée est introuvable'],
    [401, "Cette action n'est pas autorisée", "Vous n'êtes pas autorisé à accéder à ce service"],
    [400, 'Formulaire invalide', 'Veuillez vérifier votre formulaire'],
    [503, 'Le serveur est temporairement inaccessible', "Une erreur s'est produite!"],
  ])('shows the %s title and default message in French', async (status, title, message) => {
    const { user } = renderWithProviders(<Trigger error={{ status, data: {} }} />, { language: 'fr' });
    await user.click(screen.getByRole('button', { name: 'fail' }));
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(dialog).toHaveTextContent(message);
    expect(dialog.querySelector('[data-testid="ErrorOutlinedIcon"]')).toBeInTheDocument();
  });

  it('shows the success dialog with its icon and closes on OK', async () => {
    const { user } = renderWithProviders(<Trigger />, { language: 'fr' });
    await user.click(screen.getByRole('button', { name: 'succeed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Opération réussie' });
    expect(dialog).toHaveTextContent("L'opération a réussi. Vous pouvez continuer votre travail");
    expect(dialog.querySelector('[data-testid="CheckCircleOutlinedIcon"]')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
