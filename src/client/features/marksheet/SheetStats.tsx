import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { DASH, figure, percent } from './sheetTableParts';
import type { AnySheet } from './sheetRows';

/** The class's figures (students, ranked, average, extremes, success rate) and each course's. */
export function SheetStats({ sheet }: { sheet: AnySheet }) {
  const intl = useIntl();
  const { stats, courses } = sheet.sheet;
  const lmd = sheet.system === 'lmd';
  const items: [string, string][] = [
    ['students', figure(intl, stats.students)],
    ['evaluated', figure(intl, stats.evaluated)],
    ['ranked', figure(intl, stats.ranked)],
    ...(sheet.system === 'lmd' ? ([['passed', figure(intl, sheet.sheet.stats.passed)]] as [string, string][]) : []),
    ['classAverage', figure(intl, stats.classAverage)],
    ['highest', figure(intl, stats.highest)],
    ['lowest', figure(intl, stats.lowest)],
    ['successRate', percent(intl, stats.successRate)],
  ];

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
      <Paper variant="outlined" component="section" aria-labelledby="marksheet-class-stats" sx={{ p: 2, minWidth: 240 }}>
        <Typography variant="subtitle1" component="h2" id="marksheet-class-stats" gutterBottom>
          <FormattedMessage id="marksheet.stats.title" />
        </Typography>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 3, rowGap: 0.5, m: 0 }}>
          {items.map(([key, value]) => (
            <Box key={key} sx={{ display: 'contents' }}>
              <Box component="dt" sx={{ color: 'text.secondary' }}>
                <FormattedMessage id={`marksheet.stats.${key}`} />
              </Box>
              <Box component="dd" sx={{ m: 0, textAlign: 'end', fontWeight: 'medium' }}>
                {value}
              </Box>
            </Box>
          ))}
        </Box>
      </Paper>
      {courses.length > 0 && (
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="marksheet-course-stats"
          sx={{ p: 2, flex: '1 1 420px', minWidth: 0 }}
        >
          <Typography variant="subtitle1" component="h2" id="marksheet-course-stats" gutterBottom>
            <FormattedMessage id="marksheet.stats.courses" />
          </Typography>
          <TableContainer>
            <Table size="small" aria-labelledby="marksheet-course-stats">
              <TableHead>
                <TableRow>
                  <TableCell>
                    <FormattedMessage id="marksheet.stats.course" />
                  </TableCell>
                  <TableCell align="right">
                    <FormattedMessage id={lmd ? 'marksheet.stats.credits' : 'marksheet.stats.coefficient'} />
                  </TableCell>
                  <TableCell align="right">
                    <FormattedMessage id="marksheet.stats.evaluated" />
                  </TableCell>
                  <TableCell align="right">
                    <FormattedMessage id="marksheet.stats.mean" />
                  </TableCell>
                  <TableCell align="right">
                    <FormattedMessage id="marksheet.stats.min" />
                  </TableCell>
                  <TableCell align="right">
                    <FormattedMessage id="marksheet.stats.max" />
                  </TableCell>
                  <TableCell align="right">
                    <FormattedMessage id="marksheet.stats.successRate" />
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {courses.map((course) => (
                  <TableRow key={course.classCourseId}>
                    <TableCell component="th" scope="row">
                      <FormattedMessage id="marksheet.stats.courseName" values={{ code: course.code, name: course.name }} />
                    </TableCell>
                    <TableCell align="right">{figure(intl, lmd ? course.credits : course.coefficient)}</TableCell>
                    <TableCell align="right">{figure(intl, course.stats.evaluated)}</TableCell>
                    <TableCell align="right">{figure(intl, course.stats.mean)}</TableCell>
                    <TableCell align="right">{figure(intl, course.stats.min)}</TableCell>
                    <TableCell align="right">{figure(intl, course.stats.max)}</TableCell>
                    <TableCell align="right">
                      {course.stats.successRate === null ? DASH : percent(intl, course.stats.successRate)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Paper>
      )}
    </Box>
  );
}
