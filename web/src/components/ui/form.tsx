import { useEffect, useRef, useState, type FormEvent, type FormHTMLAttributes } from 'react';
import './form.css';

interface FormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'> {
  /** May be async: the focus moves once it has settled. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void | Promise<void>;
}

/**
 * A form that checks its fields itself (the browser's bubbles are off) and, after each submit,
 * moves the focus to the first field marked invalid (`aria-invalid`), whether the form or the
 * server found the problem, so keyboard and screen-reader users land on what to fix (WCAG 3.3.1).
 */
export function Form({ onSubmit, className = 'form', children, ...rest }: FormProps) {
  const form = useRef<HTMLFormElement>(null);
  const [submits, setSubmits] = useState(0);

  // Runs after the render that shows the submit's problems, so the invalid fields are marked.
  useEffect(() => {
    if (submits === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]:not(:disabled)')?.focus();
  }, [submits]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    void Promise.resolve(onSubmit(event)).finally(() => setSubmits((count) => count + 1));
  };

  return (
    <form {...rest} ref={form} className={className} onSubmit={submit} noValidate>
      {children}
    </form>
  );
}
