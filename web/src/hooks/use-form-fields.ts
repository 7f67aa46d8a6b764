import { useState } from 'react';

/**
 * A form's text values and its per-field problems: `change(field)` is the field's onChange,
 * and editing a field clears that field's problem (the user is fixing it).
 */
export function useFormFields<Values extends { [K in keyof Values]: string }, Problem>(
  initial: Values | (() => Values),
) {
  const [values, setValues] = useState<Values>(initial);
  const [problems, setProblems] = useState<Partial<Record<keyof Values, Problem>>>({});

  const change = (field: keyof Values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems(({ [field]: _fixed, ...rest }) => rest as Partial<Record<keyof Values, Problem>>);
  };

  return { values, setValues, problems, setProblems, change };
}
