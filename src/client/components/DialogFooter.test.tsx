import { screen } from '@testing-library/react';
import { DialogFooter } from './DialogFooter';
import { renderWithProviders } from '../testing/renderWithProviders';

describe('DialogFooter', () => {
  it('submits the dialog form with Save, and cancels without submitting', async () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onCancel = jest.fn();
    const { user } = renderWithProviders(
      <form onSubmit={onSubmit}>
        <DialogFooter onCancel={onCancel} busy={false} />
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('runs its own action, named as asked, without submitting a form around it', async () => {
    const onSubmit = jest.fn();
    const onAction = jest.fn();
    const { user } = renderWithProviders(
      <form onSubmit={onSubmit}>
        <DialogFooter onCancel={jest.fn()} busy={false} actionId="students.registrations.markLeft" onAction={onAction} />
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Mark as left' }));
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('disables both buttons while busy, and only the action when something else is missing', () => {
    const { rerender } = renderWithProviders(<DialogFooter onCancel={jest.fn()} busy />);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    rerender(<DialogFooter onCancel={jest.fn()} busy={false} disabled />);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});
