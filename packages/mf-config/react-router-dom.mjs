// What the apps get when they import 'react-router-dom' (see routerExports in federation.cjs): only the
// names they use, taken from react-router itself, so webpack can leave the rest of the router out.
// react-router-dom 7 is react-router plus two framework-mode components the apps never use.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
