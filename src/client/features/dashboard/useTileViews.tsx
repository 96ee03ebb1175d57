import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import type { Dashboard } from '../../../domain/contract/dashboard';
import { cardsLink, markEntryLink, rollCallLink, type TileId } from '../../../domain/dashboard/tiles';
import { useMoney } from '../../components/useMoney';
import type { TileItem, TileView } from './DashboardTile';

const allDone = <FormattedMessage id="dashboard.detail.allDone" />;
const line = (...parts: (string | null)[]) => parts.filter((part) => part !== null).join(' · ');

/** "and 3 more" under a list the server cut to its first rows. */
function more(count: number, shown: number): TileItem[] {
  return count > shown ? [{ key: 'more', primary: <FormattedMessage id="dashboard.detail.more" values={{ count: count - shown }} /> }] : [];
}

/** How each tile of the answer reads: its figure, its detail line and its list, in the user's language and number style. */
export function useTileViews(data: Dashboard): (tile: TileId) => TileView | null {
  const intl = useIntl();
  const { money } = useMoney();
  const percent = (value: number) => intl.formatNumber(value, { style: 'percent', maximumFractionDigits: 1 });
  const date = data.date;
  const day = (iso: string) => intl.formatDate(`${iso}T12:00:00`, { day: 'numeric', month: 'short' });

  return (tile) => {
    switch (tile) {
      case 'enrolment': {
        const it = data.enrolment;
        return it && { figure: <FormattedNumber value={it.total} />, detail: <FormattedMessage id="dashboard.detail.bySex" values={it} /> };
      }
      case 'absences': {
        const it = data.absences;
        return (
          it && {
            figure: <FormattedNumber value={it.absent} />,
            detail: <FormattedMessage id="dashboard.detail.late" values={{ count: it.late }} />,
          }
        );
      }
      case 'uncoveredClasses': {
        const it = data.uncoveredClasses;
        return (
          it && {
            figure: <FormattedNumber value={it.count} />,
            detail: <FormattedMessage id="dashboard.detail.unchecked" values={{ count: it.unchecked }} />,
            items: [
              ...it.slots.map((slot) => ({
                key: `${slot.classroomId}-${slot.timePartId}`,
                primary: line(slot.timePartName, slot.classroomName, slot.courseName),
                secondary: (
                  <>
                    {slot.teacherName ? `${slot.teacherName} · ` : ''}
                    <FormattedMessage id={slot.state === 'absent' ? 'dashboard.detail.teacherAbsent' : 'dashboard.detail.notChecked'} />
                  </>
                ),
              })),
              ...more(it.count + it.unchecked, it.slots.length),
            ],
            empty: allDone,
          }
        );
      }
      case 'money': {
        const it = data.money;
        return (
          it && {
            figure: money(it.collected),
            detail:
              it.share === null ? (
                <FormattedMessage id="dashboard.detail.nothingExpected" />
              ) : (
                <FormattedMessage id="dashboard.detail.money" values={{ expected: money(it.expected), share: percent(it.share) }} />
              ),
          }
        );
      }
      case 'averages': {
        const it = data.averages;
        if (!it) return null;
        if (it.sequence === null || it.average === null) return { figure: '—', detail: <FormattedMessage id="dashboard.detail.noMarks" /> };
        return {
          figure: (
            <FormattedMessage
              id="dashboard.detail.of"
              values={{ figure: intl.formatNumber(it.average, { minimumFractionDigits: 2, maximumFractionDigits: 2 }) }}
            />
          ),
          detail: (
            <FormattedMessage
              id="dashboard.detail.averages"
              values={{ sequence: it.sequence, rate: percent(it.successRate ?? 0), count: it.evaluated }}
            />
          ),
        };
      }
      case 'marksToEnter': {
        const it = data.marksToEnter;
        return (
          it && {
            figure: <FormattedNumber value={it.count} />,
            detail: <FormattedMessage id="dashboard.detail.sequence" values={{ sequence: it.sequence }} />,
            items: [
              ...it.classCourses.map((course) => ({
                key: String(course.classCourseId),
                primary: line(course.classroomName, course.courseName),
                secondary: <FormattedMessage id="dashboard.detail.missingMarks" values={{ count: course.missing }} />,
                to: markEntryLink(course.classroomId, course.classCourseId, it.sequence),
              })),
              ...more(it.count, it.classCourses.length),
            ],
            empty: allDone,
          }
        );
      }
      case 'missingRollCalls':
      case 'rollCallsToTake': {
        const it = data[tile];
        return (
          it && {
            figure: <FormattedNumber value={it.count} />,
            items: [
              ...it.slots.map((slot) => ({
                key: `${slot.classroomId}-${slot.timePartId}`,
                primary: line(slot.classroomName, slot.timePartName),
                to: rollCallLink(slot.classroomId, date, slot.timePartId),
              })),
              ...more(it.count, it.slots.length),
            ],
            empty: allDone,
          }
        );
      }
      case 'sanctionsToConfirm': {
        const it = data.sanctionsToConfirm;
        return (
          it && {
            figure: <FormattedNumber value={it.count} />,
            items: [
              ...it.latest.map((suggestion) => ({
                key: String(suggestion.id),
                primary: (
                  <FormattedMessage
                    id="dashboard.detail.suggestion"
                    values={{ student: suggestion.studentName, sanction: suggestion.sanctionCode, hours: suggestion.hours }}
                  />
                ),
                secondary: line(suggestion.classroomName, suggestion.matricule),
              })),
              ...more(it.count, it.latest.length),
            ],
            empty: allDone,
          }
        );
      }
      case 'journal': {
        const it = data.journal;
        return (
          it && {
            figure: money(it.total),
            detail: (
              <FormattedMessage
                id="dashboard.detail.journal"
                values={{ count: it.count, cash: money(it.cash), mobile: money(it.mobile), bank: money(it.bank) }}
              />
            ),
          }
        );
      }
      case 'arrears': {
        const it = data.arrears;
        return (
          it && {
            figure: money(it.totalOverdue),
            detail: <FormattedMessage id="dashboard.detail.arrears" values={{ count: it.students }} />,
          }
        );
      }
      case 'classesToday': {
        const it = data.classesToday;
        return (
          it && {
            figure: <FormattedNumber value={it.count} />,
            items: it.slots.map((slot) => ({
              key: `${slot.classroomId}-${slot.timePartId}-${slot.classCourseId}`,
              primary: line(slot.timePartName, slot.classroomName, slot.courseName),
              secondary: (
                <FormattedMessage id={slot.rollCallTaken ? 'dashboard.detail.rollCallTaken' : 'dashboard.detail.rollCallToTake'} />
              ),
              to: rollCallLink(slot.classroomId, date, slot.timePartId),
            })),
            empty: <FormattedMessage id="dashboard.detail.noLesson" />,
          }
        );
      }
      case 'registrations': {
        const it = data.registrations;
        return (
          it && {
            figure: <FormattedNumber value={it.count} />,
            detail: <FormattedMessage id="dashboard.detail.registrations" values={{ days: it.days }} />,
            items: it.latest.map((row) => ({
              key: String(row.studentId),
              primary: row.studentName,
              secondary: line(row.classroomName, row.matricule, day(row.registeredOn)),
            })),
          }
        );
      }
      case 'withoutPhoto':
      case 'withoutCard': {
        const it = data[tile];
        return (
          it && {
            figure: <FormattedNumber value={it.count} />,
            items: [
              ...it.classrooms.map((row) => ({
                key: String(row.classroomId),
                primary: (
                  <FormattedMessage id="dashboard.detail.classroomStudents" values={{ classroom: row.classroomName, count: row.count }} />
                ),
                to: cardsLink(row.classroomId),
              })),
            ],
            empty: allDone,
          }
        );
      }
    }
  };
}
