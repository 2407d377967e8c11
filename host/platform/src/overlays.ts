import type { ReactNode } from 'react';
import { TOAST_DURATION_MS, TOAST_FADE_AT_MS, type ToastPhase } from '@topup/shared/domain/toast';

// The global overlays of spec 02 §2 (modal manager, toast, loading overlay), one state for every remote.
// Components subscribe with useSyncExternalStore (see OverlayHost).

export interface ModalSpec {
  title?: string;
  body?: ReactNode;
  footer?: ReactNode;
  /** A tap on the mask cancels the modal (default true). */
  maskClosable?: boolean;
  showClose?: boolean;
  onCancel?: () => void;
}

export interface OpenModal extends ModalSpec {
  id: number;
}

export interface OverlayState {
  toast: { id: number; text: string; phase: ToastPhase } | null;
  loading: { text?: string } | null;
  modals: OpenModal[];
}

type Listener = () => void;

export function createOverlays() {
  let state: OverlayState = { toast: null, loading: null, modals: [] };
  const listeners = new Set<Listener>();
  let nextId = 1;
  let toastTimers: ReturnType<typeof setTimeout>[] = [];

  const set = (next: Partial<OverlayState>) => {
    state = { ...state, ...next };
    listeners.forEach((l) => l());
  };

  const closeModal = (id: number) => set({ modals: state.modals.filter((m) => m.id !== id) });

  return {
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getState: () => state,

    /** spec 01 §9: 3000 ms, fading from 1750 ms; a new toast replaces the current one. */
    toast(text: string) {
      toastTimers.forEach((t) => clearTimeout(t));
      const id = nextId++;
      set({ toast: { id, text, phase: 'shown' } });
      toastTimers = [
        setTimeout(
          () => state.toast?.id === id && set({ toast: { id, text, phase: 'fading' } }),
          TOAST_FADE_AT_MS,
        ),
        setTimeout(() => state.toast?.id === id && set({ toast: null }), TOAST_DURATION_MS),
      ];
    },

    showLoading(text?: string) {
      set({ loading: { text } });
    },
    hideLoading() {
      set({ loading: null });
    },

    /** Opens a modal on top of the others; returns a function that closes it. */
    openModal(spec: ModalSpec): () => void {
      const id = nextId++;
      set({ modals: [...state.modals, { maskClosable: true, showClose: true, ...spec, id }] });
      return () => closeModal(id);
    },
    /** What the mask, the close button and Escape do: cancel the top modal when allowed. */
    cancelModal(id: number) {
      const modal = state.modals.find((m) => m.id === id);
      if (!modal) return;
      closeModal(id);
      modal.onCancel?.();
    },
    closeModal,
  };
}

export type Overlays = ReturnType<typeof createOverlays>;

export const overlays: Overlays = createOverlays();
