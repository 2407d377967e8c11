// The narrow slice of react-router every app uses. Shared as one singleton (DESIGN §9): one router context
// across host and remotes, and only what is listed here is bundled (tree-shaken), not react-router whole.
export {
  createBrowserRouter,
  RouterProvider,
  Outlet,
  Navigate,
  Link,
  NavLink,
  useLocation,
  useNavigate,
  useSearchParams,
  useNavigation,
  useRouteError,
  ScrollRestoration,
  MemoryRouter,
  BrowserRouter,
  Routes,
  Route,
} from 'react-router';
export type { NavigateFunction, Location, RouteObject } from 'react-router';
