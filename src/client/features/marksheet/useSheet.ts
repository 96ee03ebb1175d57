import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { skipToken } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { useSheetQuery } from '../../api/sheetsApi';
import type { SheetRequest } from './sheetPeriods';
import type { AnySheet } from './sheetRows';

export interface LoadedSheet {
  /** The sheet of the request as it is now (never the previous request's). */
  sheet: AnySheet | undefined;
  error: FetchBaseQueryError | SerializedError | undefined;
  refetch: () => void;
}

/** Asks the one endpoint that answers the request. */
export function useSheet(request: SheetRequest | null): LoadedSheet {
  const query = useSheetQuery(request ?? skipToken);
  if (!request) return { sheet: undefined, error: undefined, refetch: () => undefined };
  return { sheet: query.currentData, error: query.error, refetch: () => void query.refetch() };
}
