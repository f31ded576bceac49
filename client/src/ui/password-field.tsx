import type { ComponentProps } from 'react';
import { TextField } from './text-field.tsx';

type PasswordFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'valueDirection'> & {
  autoComplete: 'current-password' | 'new-password';
};

/** A password, read left to right in every language; `autoComplete` tells password managers which one it is. */
export function PasswordField(props: PasswordFieldProps) {
  return <TextField valueDirection="ltr" type="password" {...props} />;
}
