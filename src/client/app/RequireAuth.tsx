import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { ProtectedArea } from '../../domain/permissions';
import { MessagePage } from '../components/MessagePage';
import { PageSpinner } from '../components/PageSpinner';
import { useAppSelector } from './hooks';
import { selectAuthStatus, useCanOpen } from './session';

interface Props {
  /** The area this route opens; without it only a sign-in is required (the layout). */
  area?: ProtectedArea;
  children: ReactNode;
}

/**
 * Waits for the first settled auth status (spec point 2): a spinner while the stored token is
 * checked, the route once authenticated, else the login page, which brings the user back here.
 * Areas the user's permissions do not open get a plain notice; the server would refuse them anyway.
 */
export function RequireAuth({ area, children }: Props) {
  const status = useAppSelector(selectAuthStatus);
  const canOpen = useCanOpen();
  const location = useLocation();
  if (status === 'unknown' || status === 'loading') return <PageSpinner />;
  if (status !== 'authenticated') return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  if (area && !canOpen(area)) return <MessagePage titleId="noAccess.title" textId="noAccess.message" />;
  return children;
}
