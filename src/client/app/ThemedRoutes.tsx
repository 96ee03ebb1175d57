import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PROTECTED_AREAS } from '../../domain/permissions';
import { AlertsProvider } from '../components/alerts/AlertsProvider';
import { PageSpinner } from '../components/PageSpinner';
import { ToastsProvider } from '../components/toasts/ToastsProvider';
import { apiWired } from './apiWiring';
import { AREA_PAGES } from './areaPages';
import { useAppDispatch, useAppSelector } from './hooks';
import { RequireAuth } from './RequireAuth';
import { ThemeLayer } from './ThemeLayer';

/* The public screens and the signed-in frame are chunks of their own too (areaPages.ts). */
const SignupPage = lazy(() => import(/* webpackChunkName: "signup" */ '../features/signup/SignupPage'));
const PublicPage = lazy(() => import(/* webpackChunkName: "public-page" */ '../features/publicPage/PublicPage'));
const NotFoundPage = lazy(() => import(/* webpackChunkName: "not-found" */ '../features/notFound/NotFoundPage'));
const AppLayout = lazy(() => import(/* webpackChunkName: "layout" */ './AppLayout'));

/** The screens below read the API's state as they render: wait one action for it to exist. */
function ApiReady({ children }: { children: ReactNode }) {
  const ready = useAppSelector((state) => state.api !== undefined);
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!ready) dispatch(apiWired());
  }, [ready, dispatch]);
  return ready ? children : <PageSpinner />;
}

/**
 * Every route but sign-in (router.tsx), inside the MUI theme and with the API (apiWiring.ts).
 * These screens' toasts and alert dialog come from the providers here, so they are themed (and
 * flipped for ur and fa); the sign-in page's come from AppProviders'.
 */
export default function ThemedRoutes() {
  return (
    <ThemeLayer>
      <ToastsProvider>
        <AlertsProvider>
          <Suspense fallback={<PageSpinner />}>
            <ApiReady>
              <Routes>
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
            </ApiReady>
          </Suspense>
        </AlertsProvider>
      </ToastsProvider>
    </ThemeLayer>
  );
}
