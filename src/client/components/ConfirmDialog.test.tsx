import { screen, waitFor, within } from '@testing-library/react';
import { ConfirmDialog } from './ConfirmDialog';
import { renderWithProviders } from '../testing/renderWithProviders';

/** A promise the test settles itself, so "while the action runs" is a state, not a race. */
function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('ConfirmDialog', () => {
  it('names the dialog by its question, shows what is about to go, and focuses Cancel', () => {
    renderWithProviders(<ConfirmDialog subject="6e A" onClose={jest.fn()} onConfirm={jest.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Delete this record?' });
    expect(dialog).toHaveAccessibleDescription('6e A This cannot be undone.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('asks in French', () => {
    renderWithProviders(<ConfirmDialog onClose={jest.fn()} onConfirm={jest.fn()} />, { language: 'fr' });
    const dialog = screen.getByRole('dialog', { name: 'Supprimer cet enregistrement\u202f?' });
    expect(dialog).toHaveAccessibleDescription('Cette action est irréversible.');
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Supprimer' })).toBeInTheDocument();
  });

  it('asks with the texts and values it is given', () => {
    renderWithProviders(
      <ConfirmDialog
        onClose={jest.fn()}
        onConfirm={jest.fn()}
        titleId="students.registrations.confirmLeftTitle"
        textId="students.page.confirmDelete"
        confirmId="students.registrations.markLeft"
        values={{ name: 'Brenda Atangana' }}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Mark the student as having left?' });
    expect(dialog).toHaveAccessibleDescription(expect.stringMatching(/^Brenda Atangana will be deleted for good/));
    expect(within(dialog).getByRole('button', { name: 'Mark as left' })).toBeInTheDocument();
  });

  it('closes on Cancel without running the action', async () => {
    const onClose = jest.fn();
    const onConfirm = jest.fn();
    const { user } = renderWithProviders(<ConfirmDialog onClose={onClose} onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('keeps both buttons disabled while the action runs, then gives them back', async () => {
    const action = deferred();
    const onConfirm = jest.fn(() => action.promise);
    const { user } = renderWithProviders(<ConfirmDialog onClose={jest.fn()} onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    action.resolve();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });
});
