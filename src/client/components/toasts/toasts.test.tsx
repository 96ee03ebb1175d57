import { act, screen, waitForElementToBeRemoved } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { useToasts } from './useToasts';

function Buttons({ message }: { message?: string }) {
  const toasts = useToasts();
  return (
    <>
      <button onClick={() => toasts.warning()}>warn</button>
      <button onClick={() => toasts.info(message, 'Heads up')}>info</button>
      <button onClick={() => toasts.info(message, 'Heads up', { html: true })}>info html</button>
    </>
  );
}

describe('toasts', () => {
  it('shows the default text and title, and counts a duplicate instead of stacking it', async () => {
    const { user } = renderWithProviders(<Buttons />, { language: 'fr' });
    await user.click(screen.getByRole('button', { name: 'warn' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Formulaire invalide');
    expect(toast).toHaveTextContent('Veuillez vérifier le formulaire');
    expect(screen.queryByTestId('toast-count')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'warn' }));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByTestId('toast-count')).toHaveTextContent('×2');
  });

  it('renders HTML messages sanitised', async () => {
    const { user } = renderWithProviders(<Buttons message={'<b>Saved</b><img src="x" onerror="alert(1)"><script>alert(2)</script>'} />);
    await user.click(screen.getByRole('button', { name: 'info html' }));
    const bold = await screen.findByText('Saved');
    expect(bold.tagName).toBe('B');
    const toast = screen.getByRole('status');
    expect(toast.querySelector('script')).toBeNull();
    expect(toast.querySelector('img')).not.toHaveAttribute('onerror');
  });

  it('shows a message as text, markup included, unless the caller says it is markup (issue 26)', async () => {
    const message = '<a href="https://evil.example/p" style="position:fixed;inset:0">Session expired</a>';
    const { user } = renderWithProviders(<Buttons message={message} />);
    await user.click(screen.getByRole('button', { name: 'info' }));
    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent(message);
    expect(toast.querySelector('a')).toBeNull();
  });

  it('closes after the time-out, or the extended time-out once the pointer leaves', async () => {
    jest.useFakeTimers();
    // Lets the time run in steps, so notistack's exit transition (scheduled on close) finishes too.
    const elapse = (ms: number) => {
      for (let step = 0; step < ms; step += 250) act(() => jest.advanceTimersByTime(Math.min(250, ms - step)));
    };
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderWithProviders(<Buttons message="Plain text" />);
      await user.click(screen.getByRole('button', { name: 'info' }));
      const toast = await screen.findByRole('status');
      await user.hover(toast);
      elapse(10_000);
      expect(screen.getByText('Plain text')).toBeInTheDocument();
      await user.unhover(toast);
      elapse(900);
      expect(screen.getByText('Plain text')).toBeInTheDocument();
      elapse(1_000);
      expect(screen.queryByText('Plain text')).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'info' }));
      expect(await screen.findByText('Plain text')).toBeInTheDocument();
      elapse(4_500);
      expect(screen.getByText('Plain text')).toBeInTheDocument();
      elapse(1_500);
      expect(screen.queryByText('Plain text')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('closes with its close button', async () => {
    const { user } = renderWithProviders(<Buttons />);
    await user.click(screen.getByRole('button', { name: 'warn' }));
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await waitForElementToBeRemoved(() => screen.queryByText('Please check the form'));
  });
});
