import type { SvgIconComponent } from '@mui/icons-material';
import Assignment from '@mui/icons-material/Assignment';
import BarChart from '@mui/icons-material/BarChart';
import Badge from '@mui/icons-material/Badge';
import Build from '@mui/icons-material/Build';
import Dashboard from '@mui/icons-material/Dashboard';
import EventAvailable from '@mui/icons-material/EventAvailable';
import Gavel from '@mui/icons-material/Gavel';
import Grade from '@mui/icons-material/Grade';
import Payments from '@mui/icons-material/Payments';
import School from '@mui/icons-material/School';
import type { ProtectedArea } from '../../domain/permissions';

/** The drawer's entries in order; the profile is reached from the user menu instead. */
export const NAVIGATION: { area: ProtectedArea; icon: SvgIconComponent }[] = [
  { area: 'dashboard', icon: Dashboard },
  { area: 'student', icon: School },
  { area: 'marks', icon: Grade },
  { area: 'marksheet', icon: Assignment },
  { area: 'discipline', icon: Gavel },
  { area: 'finance', icon: Payments },
  { area: 'statistics', icon: BarChart },
  { area: 'student-cards', icon: Badge },
  { area: 'teacher-presence', icon: EventAvailable },
  { area: 'tools', icon: Build },
];
