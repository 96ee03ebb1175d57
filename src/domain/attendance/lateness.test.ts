import { latenessMax, latenessProblem } from './lateness';

describe('latenessMax', () => {
  it('is the time part in whole minutes, rounded', () => {
    expect(latenessMax(1)).toBe(60);
    expect(latenessMax(0.75)).toBe(45);
    expect(latenessMax(1.0083)).toBe(60);
    expect(latenessMax(1.0084)).toBe(61);
  });
});

describe('latenessProblem', () => {
  it('allows up to the whole time part, and no lateness at all', () => {
    expect(latenessProblem(0, 1)).toBeNull();
    expect(latenessProblem(60, 1)).toBeNull();
    expect(latenessProblem(45, 0.75)).toBeNull();
  });

  it('refuses a minute past the time part, naming the most it allows', () => {
    expect(latenessProblem(61, 1)).toEqual({ key: 'validation.latenessOverTimePart', values: { max: 60 } });
    expect(latenessProblem(46, 0.75)).toEqual({ key: 'validation.latenessOverTimePart', values: { max: 45 } });
  });
});
