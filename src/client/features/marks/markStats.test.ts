import { markStats } from './markStats';

describe('markStats', () => {
  it('counts, averages (rounded half up) and bands the marks, 20 in the top band', () => {
    expect(markStats([0, 5, 9.99, 10, 12.5, 20], 10)).toEqual({
      entered: 6,
      average: 9.58,
      below: 3,
      atOrAbove: 3,
      bands: [1, 1, 1, 1, 1, 0, 1],
    });
    expect(markStats([], 10)).toEqual({ entered: 0, average: null, below: 0, atOrAbove: 0, bands: [0, 0, 0, 0, 0, 0, 0] });
  });
});
