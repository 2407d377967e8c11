// The narrow slice of react-router every app uses. Shared as one singleton (DESIGN §9): one router context
// across host and remotes, and only what is listed here is bundled. Declarative routing (<BrowserRouter>,
// <Routes>) rather than the data router: the page needs no loaders or actions, and the data router
// machinery roughly doubles the router's bytes. A shared module keeps every export it lists, so it lists
// only what some app imports (exports.test.ts).
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
} from 'react-router';
export type { NavigateFunction, Location } from 'react-router';
