import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { PhotoImport } from '../../../../domain/contract/studentPhotoImport';
import { PHOTO_MAX_BYTES } from '../../../../domain/contract/students';
import { ScrollTable } from '../../../components/ScrollTable';
import { fullName as name } from '../shared/format';

const MEGABYTE = 1024 * 1024;

/** One list of the preview: a table named by its caption, which says how many. */
function ListTable({ caption, columns, rows }: { caption: ReactNode; columns: string[]; rows: ReactNode[][] }) {
  return (
    <ScrollTable caption={<span style={{ fontWeight: 500 }}>{caption}</span>} sx={{ mb: 3 }}>
      {rows.length > 0 && (
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column}>
                <FormattedMessage id={`students.photoImport.columns.${column}`} />
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
      )}
      <TableBody>
        {rows.map((cells, index) => (
          <TableRow key={index}>
            {cells.map((cell, column) => (
              <TableCell key={column}>{cell}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </ScrollTable>
  );
}

/** The preview (or the report): which photo goes to whom, which names matched nobody, what was skipped, who still has none. */
export function PhotoTables({ report }: { report: PhotoImport }) {
  const { matched, unmatched, refused, withoutPhoto } = report;
  return (
    <>
      <ListTable
        caption={<FormattedMessage id="students.photoImport.matchedCaption" values={{ count: matched.length }} />}
        columns={['file', 'student', 'matricule', 'classroom', 'replaces']}
        rows={matched.map((photo) => [
          photo.file,
          name(photo),
          photo.matricule,
          photo.classroomName ?? '',
          <FormattedMessage key="replaces" id={photo.replaces ? 'students.photoImport.replaces' : 'students.photoImport.newPhoto'} />,
        ])}
      />
      <ListTable
        caption={<FormattedMessage id="students.photoImport.refusedCaption" values={{ count: refused.length }} />}
        columns={['file', 'problem']}
        rows={refused.map((file) => [
          file.file,
          <FormattedMessage
            key="problem"
            id={`students.photoImport.problems.${file.problem}`}
            values={{ max: PHOTO_MAX_BYTES / MEGABYTE }}
          />,
        ])}
      />
      <ListTable
        caption={<FormattedMessage id="students.photoImport.unmatchedCaption" values={{ count: unmatched.length }} />}
        columns={['file']}
        rows={unmatched.map((file) => [file])}
      />
      <ListTable
        caption={
          <>
            <FormattedMessage id="students.photoImport.withoutCaption" values={{ count: withoutPhoto.total }} />
            {withoutPhoto.students.length < withoutPhoto.total && (
              <>
                {' '}
                <FormattedMessage
                  id="students.photoImport.listed"
                  values={{ shown: withoutPhoto.students.length, count: withoutPhoto.total }}
                />
              </>
            )}
          </>
        }
        columns={['student', 'matricule', 'classroom']}
        rows={withoutPhoto.students.map((student) => [name(student), student.matricule, student.classroomName ?? ''])}
      />
    </>
  );
}
