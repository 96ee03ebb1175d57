import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PROTECTED_AREAS, type ProtectedArea } from '../../domain/permissions';
import { PageSpinner } from '../components/PageSpinner';
import { RequireAuth } from './RequireAuth';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/*
 * Every screen is its own chunk (spec point 2: areas load on demand), named so the emitted files
 * say what they hold. The login route only pays for the entry, its vendors and the login chunk.
 * Declarative routes under a <HashRouter> (index.tsx): the data router would add ~15 KB gzip of
 * loader machinery this app does not use.
 */
const LoginPage = lazy(() => import(/* webpackChunkName: "login" */ '../features/auth/LoginPage'));
const SignupPage = lazy(() => import(/* webpackChunkName: "signup" */ '../features/signup/SignupPage'));
const PublicPage = lazy(() => import(/* webpackChunkName: "public-page" */ '../features/publicPage/PublicPage'));
const NotFoundPage = lazy(() => import(/* webpackChunkName: "not-found" */ '../features/notFound/NotFoundPage'));
const AppLayout = lazy(() => import(/* webpackChunkName: "layout" */ './AppLayout'));

const AREA_PAGES: Record<ProtectedArea, LazyExoticComponent<ComponentType>> = {
  dashboard: lazy(() => import(/* webpackChunkName: "dashboard" */ '../features/dashboard/DashboardPage')),
  student: lazy(() => import(/* webpackChunkName: "student" */ '../features/students/StudentsPage')),
  marks: lazy(() => import(/* webpackChunkName: "marks" */ '../features/marks/MarksPage')),
  marksheet: lazy(() => import(/* webpackChunkName: "marksheet" */ '../features/marksheet/MarksheetPage')),
  discipline: lazy(() => import(/* webpackChunkName: "discipline" */ '../features/discipline/DisciplinePage')),
  finance: lazy(() => import(/* webpackChunkName: "finance" */ '../features/finance/FinancePage')),
  statistics: lazy(() => import(/* webpackChunkName: "statistics" */ '../features/statistics/StatisticsPage')),
  'student-cards': lazy(() => import(/* webpackChunkName: "student-cards" */ '../features/studentCards/StudentCardsPage')),
  'teacher-presence': lazy(() => import(/* webpackChunkName: "teacher-presence" */ '../features/teacherPresence/TeacherPresencePage')),
  user: lazy(() => import(/* webpackChunkName: "profile" */ '../features/profile/ProfilePage')),
  tools: lazy(() => import(/* webpackChunkName: "tools" */ '../features/tools/ToolsPage')),
};

/** The route table of spec point 2, mounted in a HashRouter by the app and a MemoryRouter by tests. */
export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<PageSpinner />}>
        <Routes>
          <Route index element={<LoginPage />} />
          <Route path="login" element={<LoginPage />} />
          <Route path="signup" element={<SignupPage />} />
          <Route path="public-page" element={<PublicPage />} />
          <Route path="not-found" element={<NotFoundPage />} />
          <Route
            element={
              <RequireAuth>
                <AppLayout />
              </RequireAuth>
            }
          >
            {PROTECTED_AREAS.map((area) => {
              const Page = AREA_PAGES[area];
              return (
                <Route
                  key={area}
                  path={`${area}/*`}
                  element={
                    <RequireAuth area={area}>
                      <Page />
                    </RequireAuth>
                  }
                />
              );
            })}
          </Route>
          <Route path="*" element={<Navigate to="/not-found" replace />} />
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
