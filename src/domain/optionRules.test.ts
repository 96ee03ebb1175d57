import { optionProblems } from './optionRules';
import type { Option } from './options';

const rates = (cc: string, tp: string, tpe: string, sn: string): Option[] => [
  { name: 'lmd_cc_rate', value: cc, value_type: 'double' },
  { name: 'lmd_tp_rate', value: tp, value_type: 'double' },
  { name: 'lmd_tpe_rate', value: tpe, value_type: 'double' },
  { name: 'lmd_sn_rate', value: sn, value_type: 'double' },
];

describe('optionProblems', () => {
  it('accepts values of their declared type', () => {
    expect(
      optionProblems([
        { name: 'lmdEnabled', value: 'false', value_type: 'bool' },
        { name: 'count', value: '12', value_type: 'int' },
        { name: 'pass_mark', value: '10,5', value_type: 'double' },
        { name: 'discipline_threshold_hours', value: '6;10;15', value_type: 'array' },
        { name: 'currency', value: 'XAF', value_type: 'string' },
        ...rates('30', '0', '0', '70'),
      ]),
    ).toEqual([]);
  });

  it('names each value that does not read as its type', () => {
    expect(
      optionProblems([
        { name: 'lmdEnabled', value: 'maybe', value_type: 'bool' },
        { name: 'count', value: '1.5', value_type: 'int' },
        { name: 'pass_mark', value: 'ten', value_type: 'double' },
      ]).map((problem) => [problem.name, problem.key]),
    ).toEqual([
      ['lmdEnabled', 'validation.optionBool'],
      ['count', 'validation.integer'],
      ['pass_mark', 'validation.optionNumber'],
    ]);
  });

  it('keeps marks within 0 to 20 and the resit policy to its two choices', () => {
    expect(optionProblems([{ name: 'pass_mark', value: '21', value_type: 'double' }])).toEqual([
      { name: 'pass_mark', key: 'validation.max', values: { max: 20 } },
    ]);
    expect(optionProblems([{ name: 'lmd_resit_policy', value: 'worst', value_type: 'string' }])[0]).toMatchObject({
      name: 'lmd_resit_policy',
      key: 'validation.oneOf',
    });
    expect(optionProblems([{ name: 'lmd_resit_policy', value: 'best', value_type: 'string' }])).toEqual([]);
  });

  it('wants the four LMD rates to add up to 100', () => {
    expect(optionProblems(rates('40', '0', '0', '60'))).toEqual([]);
    expect(optionProblems(rates('40', '10', '0', '60'))).toEqual([
      { name: 'lmd_sn_rate', key: 'validation.ratesSum', values: { sum: 110 } },
    ]);
    expect(optionProblems(rates('-10', '0', '0', '110')).map((problem) => problem.key)).toEqual(['validation.min', 'validation.max']);
  });

  it("wants the daily backup's time as HH:MM and at least one archive of each kind kept", () => {
    const time = (value: string) => optionProblems([{ name: 'backup_time', value, value_type: 'string' }]);
    expect(time('02:00')).toEqual([]);
    expect(time('23:59')).toEqual([]);
    for (const bad of ['24:00', '2:00', '02:60', '', 'noon'])
      expect(time(bad)).toEqual([{ name: 'backup_time', key: 'validation.backupTime' }]);
    expect(optionProblems([{ name: 'backup_keep_daily', value: '0', value_type: 'int' }])).toEqual([
      { name: 'backup_keep_daily', key: 'validation.min', values: { min: 1 } },
    ]);
    expect(optionProblems([{ name: 'backup_keep_monthly', value: '1', value_type: 'int' }])).toEqual([]);
  });

  it("lets the letterhead's blocks span lines, up to eight, and holds every other option to one line", () => {
    const block = (name: string, value: string) => optionProblems([{ name, value, value_type: 'string' }]);
    expect(
      block('letterhead_left', 'République du Cameroun\r\nPaix – Travail – Patrie\n\nMinistère des Enseignements Secondaires'),
    ).toEqual([]);
    expect(block('letterhead_right', '')).toEqual([]);
    expect(block('letterhead_right', Array.from({ length: 9 }, (_, index) => `Line ${index}`).join('\n'))).toEqual([
      { name: 'letterhead_right', key: 'validation.letterheadLines', values: { max: 8 } },
    ]);
    // Blank lines are no lines: eight printed lines with gaps between them pass.
    expect(block('letterhead_left', Array.from({ length: 8 }, (_, index) => `Line ${index}`).join('\n\n'))).toEqual([]);
    expect(block('letterhead_left', 'Ligne\u0000')).toEqual([{ name: 'letterhead_left', key: 'validation.controlCharacters' }]);
    expect(block('currency', 'XAF\nEUR')).toEqual([{ name: 'currency', key: 'validation.controlCharacters' }]);
    expect(block('public_url', '\u202ehttps://school.example')).toEqual([{ name: 'public_url', key: 'validation.bidiControls' }]);
    expect(optionProblems([{ name: 'pass_mark', value: '10\n', value_type: 'double' }])).toEqual([
      { name: 'pass_mark', key: 'validation.controlCharacters' },
    ]);
  });

  it('reads a yes-or-no in any of its words, whatever the case or spaces around it', () => {
    for (const word of ['true', 'false', '1', '0', 'yes', 'no', 'on', 'off', ' YES ', 'Off'])
      expect([word, optionProblems([{ name: 'lmdEnabled', value: word, value_type: 'bool' }])]).toEqual([word, []]);
  });

  it('wants a whole number written, not an empty one', () => {
    for (const value of ['', '   '])
      expect(optionProblems([{ name: 'count', value, value_type: 'int' }])).toEqual([{ name: 'count', key: 'validation.integer' }]);
  });

  it('reads any line as a list', () => {
    for (const value of ['', 'a', ';;', '6; 10 ;15;'])
      expect(optionProblems([{ name: 'discipline_threshold_hours', value, value_type: 'array' }])).toEqual([]);
  });

  it('keeps every mark within 0 to 20, 20 itself and fractions included', () => {
    for (const name of [
      'pass_mark',
      'promotion_mark',
      'honour_roll_mark',
      'encouragement_mark',
      'congratulation_mark',
      'work_warning_mark',
      'work_blame_mark',
    ]) {
      expect(optionProblems([{ name, value: '20', value_type: 'double' }])).toEqual([]);
      expect(optionProblems([{ name, value: '20.5', value_type: 'double' }])).toEqual([
        { name, key: 'validation.max', values: { max: 20 } },
      ]);
    }
  });

  it('keeps the LMD pass mark within 0 to 4 and the evaluated share within 0 to 1', () => {
    expect(optionProblems([{ name: 'lmd_pass_mgp', value: '4.5', value_type: 'double' }])).toEqual([
      { name: 'lmd_pass_mgp', key: 'validation.max', values: { max: 4 } },
    ]);
    expect(optionProblems([{ name: 'min_evaluated_share', value: '1.5', value_type: 'double' }])).toEqual([
      { name: 'min_evaluated_share', key: 'validation.max', values: { max: 1 } },
    ]);
    expect(optionProblems([{ name: 'backup_keep_monthly', value: '0', value_type: 'int' }])).toEqual([
      { name: 'backup_keep_monthly', key: 'validation.min', values: { min: 1 } },
    ]);
  });

  it('ranges numbers only: a text option named like a mark is not one', () => {
    expect(optionProblems([{ name: 'pass_mark', value: '25', value_type: 'string' }])).toEqual([]);
  });

  it("wants the public address empty (not set yet) or an http address, and names the average modes' and resit policies' choices", () => {
    const address = (value: string) => optionProblems([{ name: 'public_url', value, value_type: 'string' }]);
    expect(address('')).toEqual([]);
    expect(address('https://school.example')).toEqual([]);
    expect(address('school.example')).toEqual([{ name: 'public_url', key: 'validation.publicAddress' }]);
    for (const mode of ['trimesters', ' sequences '])
      expect(optionProblems([{ name: 'annual_average_mode', value: mode, value_type: 'string' }])).toEqual([]);
    expect(optionProblems([{ name: 'annual_average_mode', value: 'terms', value_type: 'string' }])).toEqual([
      { name: 'annual_average_mode', key: 'validation.oneOf', values: { values: 'trimesters, sequences' } },
    ]);
    expect(optionProblems([{ name: 'lmd_resit_policy', value: 'replace', value_type: 'string' }])).toEqual([]);
    expect(optionProblems([{ name: 'lmd_resit_policy', value: 'worst', value_type: 'string' }])).toEqual([
      { name: 'lmd_resit_policy', key: 'validation.oneOf', values: { values: 'replace, best' } },
    ]);
  });

  it('wants the backup time alone in its value', () => {
    for (const bad of ['x02:00', '02:000'])
      expect(optionProblems([{ name: 'backup_time', value: bad, value_type: 'string' }])).toEqual([
        { name: 'backup_time', key: 'validation.backupTime' },
      ]);
  });

  it('adds up the LMD rates with their fractions, and only once each reads as a rate', () => {
    expect(optionProblems(rates('30.5', '0', '0', '69.5'))).toEqual([]);
    expect(optionProblems(rates('abc', '0', '0', '60'))).toEqual([{ name: 'lmd_cc_rate', key: 'validation.optionNumber' }]);
  });
});
