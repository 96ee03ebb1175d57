import { absenceKind, absenceTotals, type AttendanceLine } from './absenceTotals';

const line = (over: Partial<AttendanceLine>): AttendanceLine => ({
  status: 'absent',
  hours: 2,
  latenessMinutes: 0,
  justified: false,
  ...over,
});

describe('absenceTotals', () => {
  it('counts an absence as unjustified until a reason that justifies is given', () => {
    expect(absenceTotals([line({}), line({ justified: true, hours: 1.5 })])).toEqual({
      justifiedHours: 1.5,
      unjustifiedHours: 2,
      lateness: 0,
      latenessMinutes: 0,
    });
  });

  it('counts a permission as justified, and neither a rattrapage nor a draft', () => {
    expect(absenceKind({ status: 'permission', justified: false })).toBe('justified');
    expect(absenceKind({ status: 'rattrapage', justified: false })).toBeNull();
    expect(absenceKind({ status: 'draft', justified: false })).toBeNull();
    expect(absenceKind({ status: 'present', justified: false })).toBeNull();
    const totals = absenceTotals([line({ status: 'permission' }), line({ status: 'rattrapage' }), line({ status: 'draft' })]);
    expect(totals.justifiedHours).toBe(2);
    expect(totals.unjustifiedHours).toBe(0);
  });

  it('counts lateness beside the status, except on drafts', () => {
    const totals = absenceTotals([
      line({ status: 'present', latenessMinutes: 10 }),
      line({ status: 'present', latenessMinutes: 5 }),
      line({ status: 'draft', latenessMinutes: 20 }),
    ]);
    expect(totals).toEqual({ justifiedHours: 0, unjustifiedHours: 0, lateness: 2, latenessMinutes: 15 });
  });

  it('keeps hours to two decimals whatever the number of lines', () => {
    const lines = Array.from({ length: 10 }, () => line({ hours: 0.1 }));
    expect(absenceTotals(lines).unjustifiedHours).toBe(1);
  });
});
