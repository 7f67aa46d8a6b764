import type { ReactNode } from 'react';
import './form.css';

interface AlertProps {
  tone: 'success' | 'error' | 'info';
  children: ReactNode;
  testId?: string;
}

/** A form's outcome. Errors interrupt a screen reader (role=alert); the rest waits its turn. */
export function Alert({ tone, children, testId }: AlertProps) {
  return (
    <p
      className={`alert alert--${tone}`}
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={testId}
    >
      {children}
    </p>
  );
}
