import type { AnalyticsEvent } from './addEventParams';
import type { ClientType } from '../../contract/clientTypes';
import { bareUrl } from './monitorReport';

// Every remote reports its page views. str_param2 the remote, str_param3 the
// route (its path only: the query can hold a session key), str_param4 the client-type label (spec 02 §1).

export const PAGE_VIEW_EVENT = 'page_view';

export function pageViewEvent(remote: string, route: string, client: ClientType): AnalyticsEvent {
  return { name: PAGE_VIEW_EVENT, str_param2: remote, str_param3: bareUrl(route), str_param4: client };
}
