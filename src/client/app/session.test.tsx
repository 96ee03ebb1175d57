import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { currentUserFixture, signedInState, signedOutState } from '../testing/fixtures';
import { useCanOpen, useOptions } from './session';
import { makeStore, type RootState } from './store';

const wrapperFor = (state: Partial<RootState>) => {
  const store = makeStore(state);
  return ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
};

describe('session hooks', () => {
  it("reads the current user's options through an OptionReader", () => {
    const { result } = renderHook(() => useOptions(), { wrapper: wrapperFor(signedInState()) });
    expect(result.current.number('lmd_cc_rate')).toBe(30);
    expect(result.current.raw('currency')).toBe('XAF');
    expect(result.current.bool('lmdEnabled')).toBe(true);
    expect(result.current.bool('option_the_school_never_set')).toBe(false);
  });

  it('gives an empty reader when signed out', () => {
    const { result } = renderHook(() => useOptions(), { wrapper: wrapperFor(signedOutState) });
    expect(result.current.number('lmd_cc_rate', 7)).toBe(7);
  });

  it('opens areas by permission', () => {
    const user = currentUserFixture({ permissions: ['dashboard.read', 'finance.read'] });
    const { result } = renderHook(() => useCanOpen(), { wrapper: wrapperFor(signedInState(user)) });
    expect(result.current('finance')).toBe(true);
    expect(result.current('dashboard')).toBe(true);
    expect(result.current('marks')).toBe(false);
  });
});
