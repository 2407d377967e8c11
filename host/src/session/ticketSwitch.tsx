import { addTranslations, api, overlays, storage } from '@topup/platform';
import { i18n, loadOverlayModals, session } from '@topup/platform/src/hostSide';
import login from '@topup/shared/i18n/ar/login.json';
import { Button } from '@topup/shared/ui';
import { loginFromTicket, type TicketOutcome } from './ticketLogin';

// the question's texts come with this chunk (the sign-in page's namespace), and its dialog's code is asked
// for now (OverlayHost.tsx), while the sign-in's call is out
addTranslations('login', login);
void loadOverlayModals().catch(() => undefined); // a failed load is said when the question opens

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
      title: i18n.t('login.switchTitle', { ns: 'login' }),
      body: <p>{i18n.t('login.switchBody', { ns: 'login', id: appDisplayUid })}</p>,
      footer: (
        <>
          <Button onClick={() => answer(true)} data-testid="switch-yes">
            {i18n.t('login.switchYes', { ns: 'login' })}
          </Button>
          <Button variant="secondary" onClick={() => answer(false)} data-testid="switch-no">
            {i18n.t('login.switchNo', { ns: 'login' })}
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
