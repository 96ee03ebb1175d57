import { presenceLineGaps, presenceLineProblems, type PresenceLine } from './lineProblems';

const slot = { durationHours: 1, teacherId: 7 };
const line = (change: Partial<PresenceLine>): PresenceLine => ({ status: 'present', latenessMinutes: 0, replacedById: null, ...change });

describe('presenceLineProblems', () => {
  it('finds nothing wrong with a present, absent, cancelled or unchecked slot, whatever it carries', () => {
    for (const status of ['present', 'absent', 'cancelled', 'unchecked'] as const)
      expect(presenceLineProblems(line({ status, latenessMinutes: 999, replacedById: 7 }), slot)).toEqual({});
  });

  it('wants a lateness from 1 minute to the time part', () => {
    expect(presenceLineProblems(line({ status: 'late', latenessMinutes: 1 }), slot)).toEqual({});
    expect(presenceLineProblems(line({ status: 'late', latenessMinutes: 60 }), slot)).toEqual({});
    expect(presenceLineProblems(line({ status: 'late', latenessMinutes: 0 }), slot)).toEqual({
      latenessMinutes: { key: 'validation.latenessRequired' },
    });
    expect(presenceLineProblems(line({ status: 'late', latenessMinutes: 61 }), slot)).toEqual({
      latenessMinutes: { key: 'validation.latenessOverTimePart', values: { max: 60 } },
    });
  });

  it('wants a replacing teacher other than the slot’s own', () => {
    expect(presenceLineProblems(line({ status: 'replaced', replacedById: 9 }), slot)).toEqual({});
    expect(presenceLineProblems(line({ status: 'replaced' }), slot)).toEqual({ replacedById: { key: 'validation.replacementRequired' } });
    expect(presenceLineProblems(line({ status: 'replaced', replacedById: 7 }), slot)).toEqual({
      replacedById: { key: 'validation.replacementSameTeacher' },
    });
    expect(presenceLineProblems(line({ status: 'replaced', replacedById: 7 }), { ...slot, teacherId: null })).toEqual({});
  });

  it('keeps the lateness of a late slot apart from a replacement it no longer is', () => {
    expect(presenceLineProblems(line({ status: 'late', latenessMinutes: 5, replacedById: 7 }), slot)).toEqual({});
  });
});

describe('presenceLineGaps', () => {
  it('names what a line lacks before its slot is known, and nothing else', () => {
    expect(presenceLineGaps(line({ status: 'late' }))).toEqual({ latenessMinutes: { key: 'validation.latenessRequired' } });
    expect(presenceLineGaps(line({ status: 'replaced' }))).toEqual({ replacedById: { key: 'validation.replacementRequired' } });
    expect(presenceLineGaps(line({ status: 'late', latenessMinutes: 900 }))).toEqual({});
    expect(presenceLineGaps(line({ status: 'replaced', replacedById: 7 }))).toEqual({});
    expect(presenceLineGaps(line({ status: 'absent' }))).toEqual({});
  });
});
