import { holdsOwnTeacher, teachersHeld } from './occupancy';

describe('who a slot keeps busy', () => {
  it('holds its own teacher taught, unchecked or absent; a cancelled or replaced class frees them', () => {
    expect(['present', 'late', 'unchecked', 'absent'].every((state) => holdsOwnTeacher(state as 'present'))).toBe(true);
    expect(holdsOwnTeacher('cancelled')).toBe(false);
    expect(holdsOwnTeacher('replaced')).toBe(false);
  });

  it('holds whoever replaces in it, and nobody for a class with no teacher', () => {
    expect(teachersHeld({ teacherId: 8, state: 'absent', replacedById: null })).toEqual([8]);
    expect(teachersHeld({ teacherId: 8, state: 'replaced', replacedById: 9 })).toEqual([9]);
    expect(teachersHeld({ teacherId: 8, state: 'cancelled', replacedById: null })).toEqual([]);
    expect(teachersHeld({ teacherId: null, state: 'present', replacedById: null })).toEqual([]);
  });

  it('holds a replacement teacher only while the slot is marked replaced', () => {
    // The state decides, not a replacement teacher still recorded on the slot.
    expect(teachersHeld({ teacherId: 8, state: 'absent', replacedById: 9 })).toEqual([8]);
    expect(teachersHeld({ teacherId: 8, state: 'cancelled', replacedById: 9 })).toEqual([]);
    expect(teachersHeld({ teacherId: 8, state: 'replaced', replacedById: null })).toEqual([]);
  });
});
