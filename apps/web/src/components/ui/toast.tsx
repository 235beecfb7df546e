import { useEffect } from 'react';
import { create } from 'zustand';

export type ToastType = 'success' | 'error' | 'warning' | 'info';

interface ToastState {
  show: boolean;
  type: ToastType;
  message: string;
  /** Bumps on every toast so a repeated message restarts its timer. */
  serial: number;
  duration: number;
  showToast: (message: string, type?: ToastType, duration?: number) => void;
  hideToast: () => void;
}

export const TOAST_DURATION_MS = 3000;

export const useToastStore = create<ToastState>((set) => ({
  show: false,
  type: 'info',
  message: '',
  serial: 0,
  duration: TOAST_DURATION_MS,
  showToast: (message, type = 'info', duration = TOAST_DURATION_MS) =>
    set((s) => ({ show: true, message, type, duration, serial: s.serial + 1 })),
  hideToast: () => set({ show: false }),
}));

/** Show a toast from anywhere (event handlers, mutations). */
export const toast = {
  success: (message: string) => useToastStore.getState().showToast(message, 'success'),
  error: (message: string) => useToastStore.getState().showToast(message, 'error'),
  warning: (message: string) => useToastStore.getState().showToast(message, 'warning'),
  info: (message: string) => useToastStore.getState().showToast(message, 'info'),
};

const styles: Record<ToastType, string> = {
  success: 'bg-emerald-700 text-white',
  error: 'bg-red-700 text-white',
  warning: 'bg-amber-300 text-slate-900',
  info: 'bg-slate-800 text-white',
};

const icons: Record<ToastType, string> = { success: '✓', error: '!', warning: '!', info: 'i' };

/** Mounted once at the root; shows the current toast for its duration (3000 ms by default). */
export function Toaster() {
  const { show, type, message, serial, duration, hideToast } = useToastStore();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new toast (serial) restarts the timer
  useEffect(() => {
    if (!show) return;
    const timer = setTimeout(hideToast, duration);
    return () => clearTimeout(timer);
  }, [show, serial, duration, hideToast]);
  return (
    <div aria-live="polite" className="pointer-events-none fixed inset-x-0 top-4 z-[100] flex justify-center px-4">
      {show && (
        <div
          role={type === 'error' ? 'alert' : 'status'}
          className={`pointer-events-auto flex max-w-md items-center gap-3 rounded-xl px-4 py-3 text-sm font-medium shadow-lg ${styles[type]}`}
        >
          <span
            aria-hidden="true"
            className="grid size-6 place-items-center rounded-full bg-white/20 text-xs font-bold"
          >
            {icons[type]}
          </span>
          <span>{message}</span>
          <button
            type="button"
            onClick={hideToast}
            className="ml-2 rounded px-1 text-lg leading-none opacity-80 hover:opacity-100"
            aria-label="Dismiss notification"
          >
            ×
          </button>
        </div>
      )}
    </div>
  );
}
