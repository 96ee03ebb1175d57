import type { IntlShape } from 'react-intl';
import type { SheetPeriod } from './sheetPeriods';

/**
 * "Trimester 1 (sequences 1 and 2)", "Sequence 3", "Semester 1", "Annual". A trimester names its
 * sequences from the level's map, when it is known.
 */
export function periodLabel(intl: IntlShape, period: SheetPeriod, trimesters?: readonly (readonly number[])[]): string {
  switch (period.type) {
    case 'sequence':
      return intl.formatMessage({ id: 'marksheet.periods.sequence' }, { number: period.number });
    case 'term':
      return intl.formatMessage({ id: 'marksheet.periods.term' }, { number: period.number });
    case 'annual':
      return intl.formatMessage({ id: 'marksheet.periods.annual' });
    case 'trimester': {
      const sequences = trimesters?.[period.number - 1];
      if (!sequences) return intl.formatMessage({ id: 'marksheet.periods.trimester' }, { number: period.number });
      return intl.formatMessage(
        { id: 'marksheet.periods.trimesterWithSequences' },
        {
          number: period.number,
          count: sequences.length,
          sequences: intl.formatList(
            sequences.map((sequence) => intl.formatNumber(sequence)),
            { type: 'conjunction' },
          ),
        },
      );
    }
  }
}
