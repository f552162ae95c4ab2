import { TOAST } from '@costa-sol/common';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';

export interface ToastMessage {
  title: string;
  description: string;
  /** 'destructive' for errors (spec section 9: variants default and destructive). */
  variant?: 'default' | 'destructive';
}

interface ToastApi {
  toast(message: ToastMessage): void;
}

const ToastContext = createContext<ToastApi>({ toast: () => undefined });

/** One toast at a time (a new one replaces the current), 5 s each; F8 moves focus to it. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<(ToastMessage & { id: number }) | undefined>();
  const [open, setOpen] = useState(false);
  const toast = useCallback((message: ToastMessage) => {
    setCurrent({ ...message, id: Date.now() });
    setOpen(true);
  }, []);
  const api = useMemo(() => ({ toast }), [toast]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'F8') document.getElementById('toast-region')?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Snackbar
        key={current?.id}
        open={open}
        autoHideDuration={TOAST.durationMs}
        onClose={(_event, reason) => reason !== 'clickaway' && setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <Alert
          id="toast-region"
          tabIndex={-1}
          role={current?.variant === 'destructive' ? 'alert' : 'status'}
          severity={current?.variant === 'destructive' ? 'error' : 'success'}
          variant="filled"
          onClose={() => setOpen(false)}
          sx={{ minWidth: 300 }}
        >
          <AlertTitle>{current?.title}</AlertTitle>
          {current?.description}
        </Alert>
      </Snackbar>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  return useContext(ToastContext);
}
