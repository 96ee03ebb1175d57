import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Print from '@mui/icons-material/Print';
import TableView from '@mui/icons-material/TableView';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TableContainer from '@mui/material/TableContainer';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { REPORT_CARD_LANGUAGES, type ReportCardLanguage } from '../../../domain/contract/reportCards';
import { marksheetFileName } from '../../../domain/fileNames';
import { LANGUAGE_NAMES } from '../../i18n/languages';
import { useAlerts } from '../../components/alerts/alertsContext';
import { useLocalizeDigits } from '../../i18n/digits';
import { useLanguage } from '../../i18n/LanguageContext';
import { saveXlsx } from './exportSheet';
import { LmdLegend, LmdSheetTable } from './LmdSheetTable';
import { periodLabel } from './periodLabels';
import { SecondarySheetTable } from './SecondarySheetTable';
import { ChoiceSelect } from '../../components/ChoiceSelect';
import type { SheetPeriod } from './sheetPeriods';
import { exportRows, sortRows, type AnySheet, type SheetOrder } from './sheetRows';
import { SheetStats } from './SheetStats';
import { useReportCards } from './useReportCards';
import { fileWordsOf } from '../../i18n/fileWords';

interface Props {
  sheet: AnySheet;
  period: SheetPeriod;
  trimesters: readonly (readonly number[])[];
  passMark: number;
}

/**
 * A loaded sheet: who and when, the order and the exports (.xlsx, report cards), the grid, and the
 * class's statistics.
 *
 * The grid is a plain MUI Table rather than the DataGrid: a class is at most a few hundred cells,
 * the course headers need their own tooltips, sorting is the rank/name toggle only, and the
 * table prints and reads with a screen reader as it is, without the DataGrid's weight in the chunk.
 */
export function SheetContent({ sheet, period, trimesters, passMark }: Props) {
  const intl = useIntl();
  const { direction } = useLanguage();
  const localizeDigits = useLocalizeDigits();
  const { showError } = useAlerts();
  const [order, setOrder] = useState<SheetOrder>('rank');
  const [cardLanguage, setCardLanguage] = useState<ReportCardLanguage>('fr');
  const [exporting, setExporting] = useState(false);
  const { classroom, rows, courses } = sheet.sheet;
  const cards = useReportCards(classroom, period, cardLanguage);
  const collator = useMemo(() => new Intl.Collator(intl.locale, { sensitivity: 'base', numeric: true }), [intl.locale]);
  const title = periodLabel(intl, period, trimesters);
  const empty = rows.length === 0 || courses.length === 0;

  const exportSheet = async () => {
    setExporting(true);
    try {
      const name = marksheetFileName(fileWordsOf(intl), classroom.name, period);
      await saveXlsx(exportRows(sheet, order, intl, collator), `${classroom.name} ${title}`, name, direction === 'rtl');
    } catch (error) {
      showError(error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="h6" component="h2">
          <FormattedMessage id="marksheet.heading" values={{ classroom: classroom.name, period: title }} />
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage
            id="marksheet.classroomLine"
            values={{
              level: classroom.levelName,
              year: localizeDigits(classroom.schoolYearName),
              headTeacher: classroom.headTeacherName ?? intl.formatMessage({ id: 'marksheet.noTeacher' }),
            }}
          />
        </Typography>
      </Box>

      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={order}
          aria-label={intl.formatMessage({ id: 'marksheet.order.label' })}
          onChange={(_, next: SheetOrder | null) => next && setOrder(next)}
        >
          <ToggleButton value="rank">
            <FormattedMessage id="marksheet.order.rank" />
          </ToggleButton>
          <ToggleButton value="name">
            <FormattedMessage id="marksheet.order.name" />
          </ToggleButton>
        </ToggleButtonGroup>
        <Button variant="outlined" startIcon={<TableView />} disabled={empty || exporting} onClick={() => void exportSheet()}>
          <FormattedMessage id="marksheet.export" />
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        <ChoiceSelect
          id="marksheet-card-language"
          label={intl.formatMessage({ id: 'marksheet.cards.language' })}
          value={cardLanguage}
          minWidth={140}
          choices={REPORT_CARD_LANGUAGES.map((language) => ({
            value: language,
            label: LANGUAGE_NAMES[language],
          }))}
          onChange={({ target: { value } }) => setCardLanguage(value as ReportCardLanguage)}
        />
        <Button
          variant="contained"
          startIcon={<PictureAsPdf />}
          disabled={empty || cards.busy !== null}
          onClick={() => void cards.download()}
        >
          <FormattedMessage id="marksheet.cards.downloadClass" />
        </Button>
        <Button variant="outlined" startIcon={<Print />} disabled={empty || cards.busy !== null} onClick={() => void cards.print()}>
          <FormattedMessage id="marksheet.cards.print" />
        </Button>
      </Stack>

      {rows.length === 0 ? (
        <Alert severity="info">
          <FormattedMessage id="marksheet.empty.students" />
        </Alert>
      ) : courses.length === 0 ? (
        <Alert severity="info">
          <FormattedMessage id="marksheet.empty.courses" />
        </Alert>
      ) : (
        <>
          <TableContainer component={Paper} variant="outlined" sx={{ maxHeight: '70vh' }}>
            {sheet.system === 'lmd' ? (
              <LmdSheetTable
                sheet={sheet.sheet}
                rows={sortRows(sheet.sheet.rows, order, collator)}
                cardBusy={typeof cards.busy === 'number' ? cards.busy : null}
                cardsDisabled={cards.busy !== null}
                onReportCard={(row) => void cards.download(row)}
              />
            ) : (
              <SecondarySheetTable
                sheet={sheet.sheet}
                rows={sortRows(sheet.sheet.rows, order, collator)}
                passMark={passMark}
                cardBusy={typeof cards.busy === 'number' ? cards.busy : null}
                cardsDisabled={cards.busy !== null}
                onReportCard={(row) => void cards.download(row)}
              />
            )}
          </TableContainer>
          {sheet.system === 'lmd' ? (
            <LmdLegend />
          ) : (
            <Typography variant="caption" color="text.secondary">
              <FormattedMessage id="marksheet.legend" />
            </Typography>
          )}
          <SheetStats sheet={sheet} />
        </>
      )}
    </Stack>
  );
}
