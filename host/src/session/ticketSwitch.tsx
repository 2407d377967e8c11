import { api, i18n, overlays, session, storage } from '@topup/platform';
import { Button } from '@topup/shared/ui';
import { loginFromTicket, type TicketOutcome } from './ticketLogin';

// Loaded only when the page's URL carries a ticket: the sign-in and its question stay out of start-up.

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

export const signInWithTicket = (win: Window): Promise<TicketOutcome> =>
  loginFromTicket(
    { api, session, storage, confirmSwitch, failed: (message) => overlays.toast(message) },
    win,
  );
