/**
 * Toast store (zustand): a visible flag, the text and the variant (`docs/design.md` §5.6).
 * Variant `check` shows a check icon, the text and a close control; `base` shows the text only.
 */
import { create } from 'zustand';
import { appState } from '@/lib/app-state';

type ToastVariant = 'check' | 'base';

/**
 * How long a toast stays up unless closed, in milliseconds (WCAG 2.2.1 allows ≥ 20 s or a close control; we have the
 * control).
 */
export const TOAST_DURATION_MS = 5000;

interface ToastState {
  visible: boolean;
  text: string;
  variant: ToastVariant;
}

interface ToastActions {
  /** Shows `text`, replacing any toast already up, and hides it after {@link TOAST_DURATION_MS}. */
  showToast: (text: string, variant?: ToastVariant) => void;
  /** Hides the toast now. */
  hideToast: () => void;
}

export const initialToastState: ToastState = { visible: false, text: '', variant: 'base' };

/** The timer that hides the toast shown; cleared when the app's state is reset. */
const timer = appState(
  (): { hide?: ReturnType<typeof setTimeout> } => ({}),
  ({ hide }) => clearTimeout(hide),
);

export const useToastStore = create<ToastState & ToastActions>()((set) => ({
  ...initialToastState,
  showToast: (text, variant = 'base') => {
    const state = timer();
    clearTimeout(state.hide);
    set({ visible: true, text, variant });
    state.hide = setTimeout(() => set({ visible: false }), TOAST_DURATION_MS);
  },
  hideToast: () => {
    clearTimeout(timer().hide);
    set({ visible: false });
  },
}));
