import { api, i18n, loginFromTicket, overlays, session, storage } from '@topup/platform';
import { readParam } from '@topup/shared/domain/urlParams';
import { Button } from '@topup/shared/ui';

// spec 02 §4: the app's ticket in the page URL signs in as the page starts.

/** spec 01 §2 popup: "log in to the account currently logged in in the app (ID: {id})?". */
export function confirmSwitch(appDisplayUid: number): Promise<boolean> {
  return new Promise((resolve) => {
    let close = () => undefined as void;
    const answer = (yes: boolean) => {
      close();
      resolve(yes);
    };
    close = overlays.openModal({
      title: i18n.t('login.switchTitle'),
      body: <p>{i18n.t('login.switchBody', { id: appDisplayUid })}</p>,
      footer: (
        <>
          <Button onClick={() => answer(true)} data-testid="switch-yes">
            {i18n.t('login.switchYes')}
          </Button>
          <Button variant="secondary" onClick={() => answer(false)} data-testid="switch-no">
            {i18n.t('login.switchNo')}
          </Button>
        </>
      ),
      onCancel: () => resolve(false),
    });
  });
}

const deps = { api, session, storage, confirmSwitch, failed: (message: string) => overlays.toast(message) };

/**
 * With nobody signed in the ticket signs in before the first render (nothing to ask, and every page then
 * starts with the user). With someone signed in the question needs the page: it renders first, and a
 * switch to another account opens the page afresh as that user.
 */
export async function startWithTicket(win: Window, render: () => void): Promise<void> {
  const { search, hash } = win.location;
  if (!readParam(search, hash, 'ticket') || !session.isLoggedIn()) {
    await loginFromTicket(deps, win);
    render();
    return;
  }
  render();
  const before = session.getSnapshot().user?.uid;
  if ((await loginFromTicket(deps, win)) === 'signedIn' && session.getSnapshot().user?.uid !== before)
    win.location.reload();
}
