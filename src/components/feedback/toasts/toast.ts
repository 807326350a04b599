/**
 * Toasts without notistack in the first load: a screen asks for a toast here, and the host loads
 * notistack the first time one is wanted, then shows it and every toast after it.
 */
export type ToastVariant = 'default' | 'success' | 'error' | 'warning' | 'info';

/** A button in the toast, such as Undo; the toast closes when it is pressed. */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastOptions {
  variant: ToastVariant;
  /** Milliseconds on screen; the host's default (TOAST_MS.default) when absent. */
  autoHideDuration?: number;
  action?: ToastAction;
}

export interface Toast {
  message: string;
  options: ToastOptions;
}

type Show = (toast: Toast) => void;

let show: Show | null = null;
let waiting: Toast[] = [];
/** Once a toast has been asked for, the toaster stays loaded. */
let wanted = false;
const hosts = new Set<() => void>();

/** Shows a toast, or keeps it until the toaster has loaded. */
export function enqueueToast(message: string, options: ToastOptions) {
  if (show) {
    show({ message, options });
    return;
  }
  waiting.push({ message, options });
  wanted = true;
  hosts.forEach((wake) => wake());
}

export const isToasterWanted = () => wanted;

/** The host hears of the first toast through this, and loads the toaster. */
export function onToastWanted(wake: () => void) {
  hosts.add(wake);
  return () => {
    hosts.delete(wake);
  };
}

/**
 * Hands over the toasts that wait for the toaster, for a stand-in to show while the toaster's
 * code cannot be fetched.
 */
export function takeWaitingToasts(): Toast[] {
  const taken = waiting;
  waiting = [];
  return taken;
}

/** The loaded toaster takes over: it shows what waited, then every new toast at once. */
export function connectToaster(next: Show) {
  show = next;
  const queued = waiting;
  waiting = [];
  queued.forEach(next);
  return () => {
    show = null;
    waiting = [];
  };
}
