import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import type { Classroom } from '../../../../domain/contract/structure';

/** How full the chosen classroom is: the server refuses an enrolment beyond its capacity. */
export function ClassroomGauge({ classroom }: { classroom: Classroom }) {
  const free = Math.max(0, classroom.capacity - classroom.studentCount);
  const ratio = classroom.capacity > 0 ? Math.min(100, (classroom.studentCount / classroom.capacity) * 100) : 100;
  return (
    <Box sx={{ mb: 2, maxWidth: 480 }}>
      <Typography variant="body2">
        <FormattedMessage
          id="students.enrolment.capacity"
          values={{ name: classroom.name, count: classroom.studentCount, capacity: classroom.capacity, free }}
        />
      </Typography>
      <LinearProgress variant="determinate" value={ratio} color={free === 0 ? 'error' : 'primary'} sx={{ mt: 0.5 }} aria-hidden />
    </Box>
  );
}
