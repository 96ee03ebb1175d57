import { act } from '@testing-library/react';
import { renderWithProviders } from '../testing/renderWithProviders';
import { SaveBar, type SaveBarMessages } from './SaveBar';

const MESSAGES: SaveBarMessages = {
  button: 'discipline.rollCall.save.button',
  unsaved: 'discipline.rollCall.save.unsaved',
  invalid: 'discipline.rollCall.save.invalid',
  kept: 'discipline.rollCall.draft.kept',
  hint: 'discipline.rollCall.save.hint',
  waiting: 'discipline.rollCall.save.waiting',
  retryNow: 'discipline.rollCall.save.retryNow',
  offline: 'discipline.rollCall.save.offline',
};

describe('SaveBar', () => {
  let measure: (() => void) | undefined;
  beforeEach(() => {
    // jsdom lays nothing out: the bar is as tall as the browser would say, and measured when told.
    window.ResizeObserver = class {
      constructor(callback: () => void) {
        measure = callback;
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
    jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(132);
  });
  afterEach(() => {
    delete (window as { ResizeObserver?: unknown }).ResizeObserver;
    jest.restoreAllMocks();
  });

  it('keeps its height free at the bottom of the window while it is shown, so a row scrolled into view is not under it', () => {
    const { unmount } = renderWithProviders(
      <SaveBar unsaved={0} invalid={0} canSave status={{ state: 'idle' }} onSave={jest.fn()} onRetry={jest.fn()} messages={MESSAGES} />,
    );
    act(() => measure?.());
    expect(document.documentElement.style.getPropertyValue('scroll-padding-bottom')).toBe('132px');
    unmount();
    expect(document.documentElement.style.getPropertyValue('scroll-padding-bottom')).toBe('');
  });
});
