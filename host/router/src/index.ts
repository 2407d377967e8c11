// The narrow slice of react-router every app uses. Shared as one singleton (DESIGN §9): one router context
// across host and remotes, and only what is listed here is bundled. Declarative routing (<BrowserRouter>,
// <Routes>) rather than the data router: the page needs no loaders or actions, and the data router
// machinery roughly doubles the router's bytes.
export {
  BrowserRouter,
  Routes,
  Route,
  Outlet,
  Navigate,
  Link,
  NavLink,
  useLocation,
  useNavigate,
  useNavigationType,
  useSearchParams,
} from 'react-router';
export type { NavigateFunction, Location } from 'react-router';
