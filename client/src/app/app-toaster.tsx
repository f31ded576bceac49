import { TOAST_DURATIONS, TOAST_LIMIT } from '@plw/shared/constants';
import { useEffect } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';

// Toasts with the spec's default durations (spec 4), and never more than TOAST_LIMIT on screen (spec 9).

const TOAST_OPTIONS = {
  duration: TOAST_DURATIONS.blank,
  blank: { duration: TOAST_DURATIONS.blank },
  error: { duration: TOAST_DURATIONS.error },
  success: { duration: TOAST_DURATIONS.success },
  loading: { duration: TOAST_DURATIONS.loading },
  custom: { duration: TOAST_DURATIONS.custom },
  className: 'toast',
};

export function AppToaster() {
  const { toasts } = useToasterStore();

  useEffect(() => {
    // Newest first: everything past the limit is the oldest, and goes.
    for (const extra of toasts.filter((item) => item.visible).slice(TOAST_LIMIT)) toast.dismiss(extra.id);
  }, [toasts]);

  return <Toaster position="top-center" toastOptions={TOAST_OPTIONS} />;
}
