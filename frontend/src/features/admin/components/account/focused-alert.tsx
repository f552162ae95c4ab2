import Alert, { type AlertProps } from '@mui/material/Alert';
import { useEffect, useRef } from 'react';

/**
 * An alert that replaces the form it answers: focus moves to it, so keyboard and screen-reader users are not left
 * on a button that is gone.
 */
export function FocusedAlert({ children, ...props }: AlertProps) {
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => alert.current?.focus(), []);
  return (
    <Alert ref={alert} tabIndex={-1} {...props}>
      {children}
    </Alert>
  );
}
