import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { DocumentTitle } from './DocumentTitle';
import { FirstPageSpinner } from './FirstPageSpinner';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/*
 * The first page is #/login, often on a slow office link, so this table holds only sign-in: its
 * chunk is plain elements and CSS. Every other route, with MUI, its theme and the signed-in shell,
 * is in ThemedRoutes' chunk (docs/decisions.md). Declarative routes under a <HashRouter>
 * (index.tsx): the data router would add ~15 KB gzip of loader machinery this app does not use.
 */
const LoginPage = lazy(() => import(/* webpackChunkName: "login" */ '../features/auth/LoginPage'));
const ThemedRoutes = lazy(() => import(/* webpackChunkName: "themed" */ './ThemedRoutes'));

/** The route table of spec point 2, mounted in a HashRouter by the app and a MemoryRouter by tests. */
export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <DocumentTitle />
      <Suspense fallback={<FirstPageSpinner />}>
        <Routes>
          <Route index element={<LoginPage />} />
          <Route path="login" element={<LoginPage />} />
          <Route path="*" element={<ThemedRoutes />} />
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
