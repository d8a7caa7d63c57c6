import { Navigate, Route, Routes } from 'react-router-dom';
import { RemotePage } from '../federation/RemotePage';
import { ShellLayout } from '../layout/ShellLayout';
import { RouteGuard } from './RouteGuard';
import { shellRoutes, type ShellRoute } from './routes';
import { useDocumentTitle } from './useDocumentTitle';
import { useNavigateCommands } from './useNavigateCommands';

function RouteScreen({ route }: { route: ShellRoute }) {
  useDocumentTitle(route.title);
  return (
    <RouteGuard access={route.access}>
      <RemotePage remote={route.remote} page={route.page} />
    </RouteGuard>
  );
}

export function ShellRoutes() {
  useNavigateCommands();
  return (
    <Routes>
      <Route element={<ShellLayout />}>
        {shellRoutes.map((route) => (
          // Keyed by path: each route gets its own boundary and retry state.
          <Route
            key={route.path}
            path={route.path}
            element={<RouteScreen key={route.path} route={route} />}
          />
        ))}
        {/* Spec §2: any other path redirects to /. */}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}
