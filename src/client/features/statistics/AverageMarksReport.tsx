import Alert from '@mui/material/Alert';
import type { AverageMarks } from '../../../domain/contract/statistics';
import { FormattedMessage } from 'react-intl';
import { ClassroomChart, CourseChart, DistributionChart } from './AverageCharts';
import { SummaryFigures } from './SummaryFigures';

/** Nobody has an average and no course has a mark for the period. */
export const isEmpty = (data: AverageMarks): boolean =>
  data.overall.evaluated === 0 && data.courses.every((course) => course.evaluated === 0);

/** The answer of one call: summary figures, then averages by classroom, by course, and their distribution. */
export function AverageMarksReport({ data }: { data: AverageMarks }) {
  if (isEmpty(data)) {
    return (
      <Alert severity="info">
        <FormattedMessage id="statistics.empty" />
      </Alert>
    );
  }
  return (
    <>
      <SummaryFigures overall={data.overall} />
      {data.classrooms.length > 0 && <ClassroomChart classrooms={data.classrooms} />}
      {data.courses.length > 0 && <CourseChart courses={data.courses} />}
      {data.distribution.length > 0 && <DistributionChart distribution={data.distribution} />}
    </>
  );
}
