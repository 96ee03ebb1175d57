import { fireEvent, render, screen, within } from '@testing-library/react';
import { StatusKeyMenu } from './StatusKeyMenu';

const STATUSES = ['present', 'absent'] as const;

function renderMenu(selected: string | undefined, onChoose = jest.fn(), onClose = jest.fn()) {
  const anchor = document.createElement('button');
  document.body.append(anchor);
  render(
    <StatusKeyMenu
      anchor={anchor}
      open
      label="Status"
      statuses={STATUSES}
      selected={selected}
      iconOf={(status) => <span data-testid={`icon-${status}`} />}
      textOf={(status) => (status === 'present' ? 'Present' : 'Absent')}
      keysOf={(status) => (status === 'present' ? 'P / Space' : 'A')}
      onChoose={onChoose}
      onClose={onClose}
    />,
  );
  return { onChoose, onClose };
}

describe('StatusKeyMenu', () => {
  it('offers each status with its icon and, hidden from screen readers, the keys that set it', () => {
    renderMenu('absent');
    const menu = screen.getByRole('menu', { name: 'Status' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['PresentP / Space', 'AbsentA']);
    expect(within(items[0]).getByText('P / Space')).toHaveAttribute('aria-hidden', 'true');
    expect(within(items[1]).getByTestId('icon-absent')).toBeInTheDocument();
    expect(items[1]).toHaveClass('Mui-selected');
    expect(items[0]).not.toHaveClass('Mui-selected');
  });

  it('selects nothing for a status it does not offer', () => {
    renderMenu('draft');
    expect(screen.getAllByRole('menuitem').filter((item) => item.classList.contains('Mui-selected'))).toEqual([]);
  });

  it('tells the status chosen, and a close with no choice', () => {
    const { onChoose, onClose } = renderMenu(undefined);
    fireEvent.click(screen.getByRole('menuitem', { name: /Absent/ }));
    expect(onChoose).toHaveBeenCalledWith('absent');
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });
});
