import { DuplicateCounter, toastKey } from './duplicates';

describe('DuplicateCounter', () => {
  it('shows a toast once and counts its repeats while it is open', () => {
    const counter = new DuplicateCounter();
    const key = toastKey('warning', 'Invalid form', 'Please check the form');
    expect(counter.open(key)).toBe(true);
    expect(counter.count(key)).toBe(1);
    expect(counter.open(key)).toBe(false);
    expect(counter.open(key)).toBe(false);
    expect(counter.count(key)).toBe(3);
  });

  it('starts again once the toast is closed', () => {
    const counter = new DuplicateCounter();
    counter.open('a');
    counter.open('a');
    counter.close('a');
    expect(counter.count('a')).toBe(0);
    expect(counter.open('a')).toBe(true);
  });

  it('tells subscribers when a count changes, not when a new toast starts', () => {
    const counter = new DuplicateCounter();
    const listener = jest.fn();
    const unsubscribe = counter.subscribe(listener);
    counter.open('a');
    expect(listener).not.toHaveBeenCalled();
    counter.open('a');
    counter.close('a');
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    counter.open('a');
    counter.open('a');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('tells different toasts apart by level, title and message', () => {
    expect(toastKey('info', 'a', 'b')).not.toBe(toastKey('warning', 'a', 'b'));
    expect(toastKey('info', 'a b', 'c')).not.toBe(toastKey('info', 'a', 'b c'));
  });
});
