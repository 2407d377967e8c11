import { matchRoute } from './routes';

// spec 02 §2: a target that matches no route goes back to the route the user came from, or to index
// when there is none; the query string of the attempted URL is kept either way.
export function resolveUnknownRoute(previousPath: string | null | undefined, search: string): string {
  const back = previousPath && matchRoute(previousPath) ? previousPath : '/';
  const query = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  return `${back}${query}`;
}
