import { availableEvaluationTypes, isEvaluationTypeAvailable, lmdRatesFrom, type LmdRates } from './evaluation';
import { OptionReader } from './options';

const rates = (cc: number, tp: number, tpe: number, sn: number): LmdRates => ({
  lmd_cc_rate: cc,
  lmd_tp_rate: tp,
  lmd_tpe_rate: tpe,
  lmd_sn_rate: sn,
});

describe('evaluation-type availability (spec point 5)', () => {
  it('makes CC, TP and TPE available by their own rates', () => {
    expect(isEvaluationTypeAvailable('CC', rates(30, 0, 0, 70))).toBe(true);
    expect(isEvaluationTypeAvailable('TP', rates(30, 0, 0, 70))).toBe(false);
    expect(isEvaluationTypeAvailable('TP', rates(0, 20, 0, 0))).toBe(true);
    expect(isEvaluationTypeAvailable('TPE', rates(0, 0, 10, 0))).toBe(true);
    expect(isEvaluationTypeAvailable('CC', rates(0, 20, 10, 70))).toBe(false);
  });

  it('lets SN and SR share the SN rate', () => {
    expect(isEvaluationTypeAvailable('SN', rates(30, 0, 0, 70))).toBe(true);
    expect(isEvaluationTypeAvailable('SR', rates(30, 0, 0, 70))).toBe(true);
    expect(isEvaluationTypeAvailable('SN', rates(100, 0, 0, 0))).toBe(false);
    expect(isEvaluationTypeAvailable('SR', rates(100, 0, 0, 0))).toBe(false);
  });

  it('never makes any other type available, and needs a rate above zero', () => {
    for (const type of ['', 'EX', 'cc', 'sn', 'TOTAL']) expect(isEvaluationTypeAvailable(type, rates(30, 30, 30, 70))).toBe(false);
    expect(isEvaluationTypeAvailable('CC', rates(-5, 0, 0, 0))).toBe(false);
  });

  it('lists the available types in the spec order, read from the options', () => {
    const options = new OptionReader([
      { name: 'lmd_cc_rate', value: '30', value_type: 'double' },
      { name: 'lmd_sn_rate', value: '70', value_type: 'double' },
    ]);
    expect(lmdRatesFrom(options)).toEqual(rates(30, 0, 0, 70));
    expect(availableEvaluationTypes(lmdRatesFrom(options))).toEqual(['CC', 'SN', 'SR']);
    expect(availableEvaluationTypes(rates(20, 10, 10, 60))).toEqual(['CC', 'SN', 'SR', 'TP', 'TPE']);
    expect(availableEvaluationTypes(rates(0, 0, 0, 0))).toEqual([]);
  });

  it('reads each rate from its own option', () => {
    const options = new OptionReader([
      { name: 'lmd_cc_rate', value: '20', value_type: 'double' },
      { name: 'lmd_tp_rate', value: '10', value_type: 'double' },
      { name: 'lmd_tpe_rate', value: '5', value_type: 'double' },
      { name: 'lmd_sn_rate', value: '65', value_type: 'double' },
    ]);
    expect(lmdRatesFrom(options)).toEqual(rates(20, 10, 5, 65));
  });
});
