import { duplicateReasons, phoneKey } from './duplicates';

describe('possible duplicates', () => {
  const record = { lastName: 'NGONO', firstName: 'Pauline', birthDate: '2013-05-02', guardianPhone: '+237 677 12 34 56' };

  it('compares the last eight digits of a phone, whatever the spacing or prefix', () => {
    expect(phoneKey('+237 677-12.34 56')).toBe('77123456');
    expect(phoneKey('677123456')).toBe('77123456');
    expect(phoneKey('77 12 34 56')).toBe('77123456');
    expect(phoneKey('7 12 34 56')).toBeNull();
    expect(phoneKey('12 34')).toBeNull();
    expect(phoneKey(null)).toBeNull();
  });

  it('needs the same folded names, in either order, and a birth date or phone in common', () => {
    expect(duplicateReasons({ lastName: 'Ngôno', firstName: 'PAULINE', birthDate: '2013-05-02' }, record)).toEqual(['birthDate']);
    expect(duplicateReasons({ lastName: 'Pauline', firstName: 'Ngono', guardianPhone: '677123456' }, record)).toEqual(['guardianPhone']);
    expect(duplicateReasons({ ...record, lastName: 'ngono ' }, record)).toEqual(['birthDate', 'guardianPhone']);
  });

  it('does not take names alone, nor other names with the same birth date', () => {
    expect(duplicateReasons({ lastName: 'Ngono', firstName: 'Pauline' }, record)).toEqual([]);
    expect(duplicateReasons({ lastName: 'Ngono', firstName: 'Pauline Marie', birthDate: '2013-05-02' }, record)).toEqual([]);
    expect(duplicateReasons({ lastName: 'Ngono', firstName: 'Pauline', birthDate: '2013-05-03', guardianPhone: '12' }, record)).toEqual([]);
    // Two records without a phone have no phone in common.
    expect(duplicateReasons({ lastName: 'Ngono', firstName: 'Pauline' }, { lastName: 'Ngono', firstName: 'Pauline' })).toEqual([]);
  });
});
