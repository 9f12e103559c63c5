import type { ReactNode } from 'react';
import { Field } from '@chakra-ui/react';

interface FormFieldProps {
  label: string;
  /** The validation message to show, if any; the field is marked invalid while there is one. */
  error: string | undefined;
  required?: boolean;
  children: ReactNode;
}

/** A labelled form control with its validation message under it. */
export function FormField({ label, error, required = true, children }: FormFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>{label}</Field.Label>
      {children}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
