import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/renderWithProviders';
import { KeyLegend } from './KeyLegend';

const ITEMS = [
  { keys: ['A'], actionId: 'discipline.rollCall.legend.absent' },
  { keys: ['Ctrl+S'], actionId: 'discipline.rollCall.legend.save' },
];
const legend = () => <KeyLegend titleId="discipline.rollCall.legend.title" itemId="discipline.rollCall.legend.item" items={ITEMS} />;

/** A window as narrow as a phone's, or as wide as the office's screens. */
const windowOf = (phone: boolean) => {
  window.matchMedia = (query: string) =>
    ({
      matches: phone,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
    }) as unknown as MediaQueryList;
};

afterEach(() => {
  // jsdom has none: the components see a wide window by default.
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('KeyLegend', () => {
  it('lists the keys at once on a wide screen', () => {
    windowOf(false);
    renderWithProviders(legend());
    expect(screen.getByRole('list', { name: 'Keys' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Keyboard keys' })).not.toBeInTheDocument();
  });

  it('folds the keys behind a button on a phone, which has no keyboard to use them', () => {
    windowOf(true);
    renderWithProviders(legend());
    const toggle = screen.getByRole('button', { name: 'Keyboard keys' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'Keys' })).not.toBeInTheDocument();
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('list', { name: 'Keys' })).toHaveAttribute('id', toggle.getAttribute('aria-controls'));
  });
});
