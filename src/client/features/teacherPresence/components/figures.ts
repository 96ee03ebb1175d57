import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { TeacherFigures } from '../../../../domain/contract/teacherPresences';

export type Figures = Omit<TeacherFigures, 'teacherId' | 'teacherName' | 'partTime'>;

export interface FigureColumn {
  key: keyof Figures;
  /** Catalogue id of its header. */
  labelId: string;
  format: (figures: Figures) => string;
}

/**
 * A teacher's figures as the statistics and a teacher's month show them, in the order the office
 * reads them: what was expected, then what happened, then the rate. Hours keep a decimal (a time
 * part of 55 minutes counts 0.92 hours), a rate is a percentage, a rate no one could compute a dash.
 */
export function useFigureColumns(): FigureColumn[] {
  const intl = useIntl();
  return useMemo(() => {
    const hours = (value: number) => intl.formatNumber(value, { maximumFractionDigits: 2 });
    const count = (value: number) => intl.formatNumber(value);
    const column = (key: keyof Figures, format: (value: number) => string): FigureColumn => ({
      key,
      labelId: `presence.figures.${key}`,
      format: (figures) => format(figures[key] as number),
    });
    return [
      column('expectedHours', hours),
      column('presentHours', hours),
      column('absentHours', hours),
      column('lateCount', count),
      column('lateMinutes', count),
      column('replacedHours', hours),
      column('replacingHours', hours),
      column('cancelledHours', hours),
      column('uncheckedHours', hours),
      {
        key: 'rate',
        labelId: 'presence.figures.rate',
        format: ({ rate }) =>
          rate === null
            ? intl.formatMessage({ id: 'presence.figures.noRate' })
            : intl.formatNumber(rate, { style: 'percent', maximumFractionDigits: 1 }),
      },
    ];
  }, [intl]);
}
