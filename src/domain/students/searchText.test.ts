import { foldForSearch, searchWords, studentSearchText } from './searchText';

describe('student search text', () => {
  it('folds accents, case and spaces', () => {
    expect(foldForSearch('  MBALLA   Aïcha Ngô Épée ')).toBe('mballa aicha ngo epee');
  });

  it('keeps names and matricule together, folded', () => {
    expect(studentSearchText({ lastName: 'MBALLA', firstName: 'Aïcha', matricule: 'SC24-0007' })).toBe('mballa aicha sc24-0007');
  });

  it('splits a query into distinct folded words, at most eight', () => {
    expect(searchWords('Mballa Aïcha')).toEqual(['mballa', 'aicha']);
    expect(searchWords('MBALLA A mballa')).toEqual(['mballa', 'a']);
    expect(searchWords('   ')).toEqual([]);
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
  });
});
