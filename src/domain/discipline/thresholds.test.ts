import { DEFAULT_THRESHOLD_HOURS, suggestedBand, thresholdBands, THRESHOLD_SANCTIONS } from './thresholds';

const bands = DEFAULT_THRESHOLD_HOURS;

describe('thresholdBands', () => {
  it('reads the option and falls back on the defaults when it is not an increasing list', () => {
    expect(thresholdBands(['4', '8'])).toEqual([4, 8]);
    expect(thresholdBands(['6,5', '10'])).toEqual([6.5, 10]);
    expect(thresholdBands([])).toBe(DEFAULT_THRESHOLD_HOURS);
    expect(thresholdBands(['10', '6'])).toBe(DEFAULT_THRESHOLD_HOURS);
    expect(thresholdBands(['0', '6'])).toBe(DEFAULT_THRESHOLD_HOURS);
    expect(thresholdBands(['x'])).toBe(DEFAULT_THRESHOLD_HOURS);
    expect(thresholdBands(['1', '2', '3', '4', '5', '6', '7'])).toBe(DEFAULT_THRESHOLD_HOURS);
  });

  it('takes as many bands as there are sanctions to suggest', () => {
    expect(thresholdBands(['2', '4', '8', '12', '16', '24'])).toEqual([2, 4, 8, 12, 16, 24]);
  });

  it('refuses two bands at the same number of hours', () => {
    expect(thresholdBands(['6', '6', '10'])).toBe(DEFAULT_THRESHOLD_HOURS);
    expect(thresholdBands(['6', '10', '10'])).toBe(DEFAULT_THRESHOLD_HOURS);
  });

  it('has one sanction for each default band, 3, 5 and 8 days of exclusion in the middle', () => {
    expect(THRESHOLD_SANCTIONS).toHaveLength(DEFAULT_THRESHOLD_HOURS.length);
    expect(THRESHOLD_SANCTIONS.map((s) => s.days)).toEqual([null, null, 3, 5, 8, null]);
  });

  it('suggests the sanction types of the demo school by their codes, the gravest last', () => {
    // The server finds the type to suggest by its code: a code changed here suggests nothing in a school set up with the demo's.
    expect(THRESHOLD_SANCTIONS.map((s) => s.code)).toEqual(['AVC', 'BLC', 'EXT', 'EXT', 'EXT', 'CD']);
  });
});

describe('suggestedBand', () => {
  it('suggests nothing under the first band', () => {
    expect(suggestedBand(5.99, bands, [])).toBeNull();
  });

  it('suggests the band reached, at the threshold itself', () => {
    expect(suggestedBand(6, bands, [])).toBe(0);
    expect(suggestedBand(14, bands, [])).toBe(1);
    expect(suggestedBand(30, bands, [])).toBe(5);
    expect(suggestedBand(48, bands, [])).toBe(5);
  });

  it('skips to the highest band reached rather than suggesting each one on the way', () => {
    expect(suggestedBand(21, bands, [])).toBe(3);
  });

  it('never suggests a band again, nor one below a band already suggested', () => {
    expect(suggestedBand(8, bands, [0])).toBeNull();
    expect(suggestedBand(11, bands, [0])).toBe(1);
    expect(suggestedBand(11, bands, [2])).toBeNull();
    expect(suggestedBand(30, bands, [1, 3])).toBe(5);
    expect(suggestedBand(21, bands, [3, 1])).toBeNull();
  });

  it('suggests the first band to a student with nothing suggested yet this trimester', () => {
    expect(suggestedBand(6, [6, 10], [])).toBe(0);
    expect(suggestedBand(10, [6, 10], [])).toBe(1);
  });
});
