import type { Option } from '../../../../../domain/options';
import { changedOptions, draftProblem, draftRates, draftsOf, rateSum, sameValue } from './optionDrafts';
import { sortOptions } from './optionMeta';

const option = (name: string, value: string, value_type: Option['value_type']): Option => ({ name, value, value_type });

describe('option drafts', () => {
  it('compares values as their type, so a rewritten equal value is not a change', () => {
    expect(sameValue(option('public_results', '1', 'bool'), 'true')).toBe(true);
    expect(sameValue(option('pass_mark', '10', 'double'), '10.0')).toBe(true);
    expect(sameValue(option('pass_mark', '10', 'double'), '')).toBe(false);
    expect(sameValue(option('discipline_threshold_hours', '6;10', 'array'), ' 6 ; 10 ;')).toBe(true);
    expect(sameValue(option('currency', 'XAF', 'string'), 'XAF ')).toBe(false);
    // A letterhead block is its printed lines: the server keeps them trimmed, blank lines aside.
    expect(sameValue(option('letterhead_left', 'République du Cameroun\nPaix', 'string'), 'République du Cameroun \r\n\nPaix\n')).toBe(
      true,
    );
    expect(sameValue(option('letterhead_left', 'République du Cameroun', 'string'), 'République du Cameroun\nPaix')).toBe(false);
  });

  it('holds a letterhead block to eight lines', () => {
    const lines = (count: number) => Array.from({ length: count }, (_, index) => `Ligne ${index}`).join('\n');
    expect(draftProblem(option('letterhead_right', '', 'string'), lines(8))).toBeUndefined();
    expect(draftProblem(option('letterhead_right', '', 'string'), lines(9))).toEqual({ key: 'lines', values: { max: 8 } });
    expect(draftProblem(option('currency', '', 'string'), lines(9))).toBeUndefined();
  });

  it('lists only the changed options, by name and text', () => {
    const options = [option('lmd_cc_rate', '30', 'double'), option('currency', 'XAF', 'string')];
    expect(changedOptions(options, { ...draftsOf(options), lmd_cc_rate: '40' })).toEqual([{ name: 'lmd_cc_rate', value: '40' }]);
  });

  it('checks numbers, whole numbers and the known ranges; empty means not set', () => {
    expect(draftProblem(option('x', '1', 'int'), '1.5')).toEqual({ key: 'integer' });
    expect(draftProblem(option('x', '1', 'double'), 'abc')).toEqual({ key: 'number' });
    expect(draftProblem(option('lmd_cc_rate', '30', 'double'), '120')).toEqual({ key: 'range', values: { min: 0, max: 100 } });
    expect(draftProblem(option('honour_roll_max_unjustified_hours', '10', 'double'), '-1')).toEqual({ key: 'min', values: { min: 0 } });
    expect(draftProblem(option('pass_mark', '10', 'double'), '')).toBeUndefined();
  });

  it('reads the LMD rates as typed and adds them up', () => {
    const options = ['cc', 'tp', 'tpe', 'sn'].map((type) => option(`lmd_${type}_rate`, '25', 'double'));
    const rates = draftRates(options, { lmd_cc_rate: '30.5', lmd_sn_rate: '' });
    expect(rates).toEqual({ lmd_cc_rate: 30.5, lmd_tp_rate: 25, lmd_tpe_rate: 25, lmd_sn_rate: 0 });
    expect(rateSum(rates)).toBe(80.5);
  });

  it('orders the known options first, the unknown ones after in the server order', () => {
    const sorted = sortOptions([
      option('zeta', '', 'string'),
      option('currency', '', 'string'),
      option('alpha', '', 'string'),
      option('lmdEnabled', '', 'bool'),
    ]);
    expect(sorted.map(({ name }) => name)).toEqual(['lmdEnabled', 'currency', 'zeta', 'alpha']);
  });
});
