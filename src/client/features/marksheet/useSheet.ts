import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { skipToken } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import {
  useAnnualSheetQuery,
  useBisequenceSheetQuery,
  useLmdAnnualSheetQuery,
  useLmdTermSheetQuery,
  useSequenceSheetQuery,
} from '../../api/sheetsApi';
import type { SheetRequest } from './sheetPeriods';
import type { AnySheet } from './sheetRows';

export interface LoadedSheet {
  /** The sheet of the request as it is now (never the previous request's). */
  sheet: AnySheet | undefined;
  error: FetchBaseQueryError | SerializedError | undefined;
  refetch: () => void;
}

/** Asks the one endpoint that answers the request; the others stay idle. */
export function useSheet(request: SheetRequest | null): LoadedSheet {
  const sequence = useSequenceSheetQuery(request?.kind === 'sequence' ? { classroomId: request.classroomId, sequence: request.sequence } : skipToken);
  const bisequence = useBisequenceSheetQuery(
    request?.kind === 'bisequence' ? { classroomId: request.classroomId, sequenceA: request.sequenceA, sequenceB: request.sequenceB } : skipToken,
  );
  const annual = useAnnualSheetQuery(request?.kind === 'annual' ? request.classroomId : skipToken);
  const lmdTerm = useLmdTermSheetQuery(request?.kind === 'lmdTerm' ? { classroomId: request.classroomId, term: request.term } : skipToken);
  const lmdAnnual = useLmdAnnualSheetQuery(request?.kind === 'lmdAnnual' ? request.classroomId : skipToken);

  switch (request?.kind) {
    case 'sequence':
    case 'bisequence':
    case 'annual': {
      const query = request.kind === 'sequence' ? sequence : request.kind === 'bisequence' ? bisequence : annual;
      return { sheet: query.currentData && { system: 'sequence', sheet: query.currentData }, error: query.error, refetch: () => void query.refetch() };
    }
    case 'lmdTerm':
    case 'lmdAnnual': {
      const query = request.kind === 'lmdTerm' ? lmdTerm : lmdAnnual;
      return { sheet: query.currentData && { system: 'lmd', sheet: query.currentData }, error: query.error, refetch: () => void query.refetch() };
    }
    default:
      return { sheet: undefined, error: undefined, refetch: () => undefined };
  }
}
