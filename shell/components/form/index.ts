/*
 * The shell's form kit: fields with labels, errors and aria wiring, useSchemaForm (shared zod
 * schema, server field errors, the double-submit guard), the 'check your input' summary and the
 * postal address fields. Feature folders share form pieces only through here.
 */
import './form.css';

export { accountInput, type AccountTextName } from './account-inputs';
export { AddressFields, addressFieldOrder } from './address-fields';
export { AddressBookForm } from './address-book-form';
export { emptyAddressValues, type AddressValues } from './address-values';
export { CheckboxField, NewsletterField } from './checkbox-field';
export { ErrorSummary } from './error-summary';
export { FieldFrame, FieldMessages } from './field-label';
export { FormActions } from './form-actions';
export { errorId, fieldId, invalidProps } from './field-ids';
export { capitalise, type FieldErrors } from './form-errors';
export { LinkActionButton, linkKeyOf, useLinkAction } from './link-action';
export { LoginFields } from './login-fields';
export { Notice } from './notice';
export { PasswordChangeForm } from './password-change-form';
export { RadioField, SEXES } from './radio-field';
export { SelectField } from './select-field';
export { TextField } from './text-field';
export { useFieldLabel } from './use-field-label';
export { useLanguages } from './use-languages';
export { useLostCredentials } from './use-lost-credentials';
export { useMessageText } from './use-message-text';
export { useRefusableForm } from './use-refusable-form';
export { type SchemaFormOptions, useSchemaForm } from './use-schema-form';
export { useSubmitGuard } from './use-submit-guard';
