import { CLIENT_TYPES } from '../../contract/clientTypes';
import { PAGE_VIEW_EVENT, pageViewEvent } from './pageView';

describe('page views', () => {
  it('name the remote, the route without query or hash, and the client type', () => {
    expect(pageViewEvent('pay', '/pay?session_key=k#zp_show=1', CLIENT_TYPES.mobile)).toEqual({
      name: PAGE_VIEW_EVENT,
      str_param2: 'pay',
      str_param3: '/pay',
      str_param4: 'mobile_browser',
    });
  });
});
