import type { Dispatch, SetStateAction } from 'react';
import { TextField } from './text-field';

type Credentials = { email: string; password: string };
type Name = keyof Credentials;

interface Props {
  /** The schema form's props of a field (useSchemaForm's `field`). */
  field: (name: Name) => { idPrefix: string; name: string; messages: readonly string[] | undefined; disabled: boolean };
  values: Credentials;
  setValues: Dispatch<SetStateAction<Credentials>>;
  /** The label of each field, in the app's own words. */
  label: (name: Name) => string;
}

/** A login's e-mail address and password, as the back office's and the partner portal's logins ask them. */
export function LoginFields({ field, values, setValues, label }: Props) {
  const input = (name: Name, type: string, autoComplete: string) => (
    <TextField
      {...field(name)}
      label={label(name)}
      type={type}
      autoComplete={autoComplete}
      required
      value={values[name]}
      onChange={(value) => setValues((v) => ({ ...v, [name]: value }))}
    />
  );
  return (
    <>
      {input('email', 'email', 'username')}
      {input('password', 'password', 'current-password')}
    </>
  );
}
