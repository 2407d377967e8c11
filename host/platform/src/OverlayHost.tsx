import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingOverlay, Toast } from '@topup/shared/ui';
import { overlays as defaultOverlays, type Overlays } from './overlays';

/**
 * The modal stack's code (the dialog and its focus trap), loaded when a modal first opens: only the host's
 * ticket sign-in opens one (a remote's dialogs are its own), so no first render carries it. That page asks
 * for it as it loads, so its question opens with no wait.
 */
export const loadOverlayModals = () =>
  import(/* webpackChunkName: "on-demand-overlay-dialog" */ './OverlayModals');

type ModalStack = Awaited<ReturnType<typeof loadOverlayModals>>['OverlayModals'];

/** Renders the global overlays once, in the host layout. */
export function OverlayHost({ overlays = defaultOverlays }: { overlays?: Overlays }) {
  const state = useSyncExternalStore(overlays.subscribe, overlays.getState, overlays.getState);
  const { t } = useTranslation('common');
  const [Modals, setModals] = useState<ModalStack | null>(null);
  const wanted = state.modals.length > 0 && Modals === null;
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    loadOverlayModals().then(
      (m) => live && setModals(() => m.OverlayModals),
      () => {
        if (!live) return;
        // its code could not load (offline, or refused for its hash): the open modals end as a cancel
        // would end them (their askers hear "no"), and the page says why; the next one tries again
        for (const m of overlays.getState().modals) overlays.cancelModal(m.id);
        overlays.toast(t('overlay.dialogFailed'));
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, overlays, t]);
  return (
    <>
      {Modals && <Modals modals={state.modals} overlays={overlays} />}
      {state.loading && <LoadingOverlay text={state.loading.text ?? t('overlay.loading')} />}
      {state.toast && <Toast key={state.toast.id} text={state.toast.text} phase={state.toast.phase} />}
    </>
  );
}
