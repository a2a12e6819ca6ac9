import { type FormEvent, type ReactNode, useState } from 'react';
import { postAdminVouchers, type VoucherView } from '../../../shared/api/admin-vouchers';
import { ApiError } from '../../../shared/api/client';
import { voucherKinds } from '../../../shared/domain/checkout/vouchers';
import type { MessageKey } from '../../../shared/i18n/messages';
import { CheckboxField, ErrorSummary, FormActions, Notice, RadioField, TextField } from '../../components/form';
import { adminApi } from './admin-api';
import { emptyVoucherForm, VOUCHER_FIELDS, VOUCHER_MODES, VOUCHER_USES, VoucherForm, type VoucherFormValues } from './voucher-form-values';
import { useT } from '../../../ui/intl/use-t';
import { useAdminForm } from './kit/use-admin-form';

const ID = 'voucher-new';
type Field = (typeof VOUCHER_FIELDS)[number];
type ChoiceName = 'mode' | 'kind' | 'uses';
type TextName = Exclude<Field, ChoiceName | 'combinable'>;
const CHOICES: { [N in ChoiceName]: readonly VoucherFormValues[N][] } = { mode: VOUCHER_MODES, kind: voucherKinds, uses: VOUCHER_USES };
const CHOICE_LABELS: { [N in ChoiceName]: (choice: VoucherFormValues[N]) => MessageKey } = {
  mode: (mode) => `admin.vouchers.mode.${mode}`,
  kind: (kind) => `admin.vouchers.kind.${kind}`,
  uses: (uses) => `admin.vouchers.uses.${uses}`,
};

const LABELS: Record<Field, MessageKey> = {
  mode: 'admin.vouchers.field.mode',
  code: 'admin.vouchers.field.code',
  count: 'admin.vouchers.field.count',
  prefix: 'admin.vouchers.field.prefix',
  kind: 'admin.vouchers.field.kind',
  percent: 'admin.vouchers.field.percent',
  amountRappen: 'admin.vouchers.field.amount',
  minOrderRappen: 'admin.vouchers.field.minOrder',
  uses: 'admin.vouchers.field.uses',
  maxUses: 'admin.vouchers.field.maxUses',
  maxUsesPerCustomer: 'admin.vouchers.field.perCustomer',
  validFrom: 'admin.vouchers.field.validFrom',
  validTill: 'admin.vouchers.field.validTill',
  combinable: 'admin.vouchers.field.combinable',
};

/** A new code, or a generated batch: value or percent, how often, for whom, from when to when. */
export function NewVoucherForm({ onCreated }: { onCreated: (vouchers: VoucherView[]) => void }) {
  const t = useT();
  const [values, setValues] = useState<VoucherFormValues>(emptyVoucherForm);
  const [created, setCreated] = useState<VoucherView[] | null>(null);
  const form = useAdminForm({ idPrefix: ID, order: VOUCHER_FIELDS, schema: VoucherForm });
  const set =
    <K extends keyof VoucherFormValues>(name: K) =>
    (value: VoucherFormValues[K]) =>
      setValues((v) => ({ ...v, [name]: value }));

  const send = form.onSubmit(values, async (body) => {
    try {
      const { vouchers } = await adminApi(postAdminVouchers, { body });
      setCreated(vouchers);
      setValues(emptyVoucherForm);
      onCreated(vouchers);
    } catch (error) {
      // A code that exists is the code field's fault: shown and focused there.
      if (error instanceof ApiError && error.status === 409 && values.mode === 'single')
        throw new ApiError(409, error.code, error.message, { code: [error.message] });
      throw error;
    }
  });
  const onSubmit = (event: FormEvent) => {
    setCreated(null);
    send(event);
  };

  const text = (name: TextName, extra: { hint?: MessageKey; type?: string; required?: boolean; inputMode?: 'numeric' | 'text' } = {}) => (
    <TextField
      {...form.field(name)}
      label={t(LABELS[name])}
      {...(extra.hint ? { hint: t(extra.hint) } : {})}
      type={extra.type ?? 'text'}
      {...(extra.inputMode ? { inputMode: extra.inputMode } : {})}
      required={extra.required ?? false}
      autoComplete="off"
      value={values[name]}
      onChange={set(name)}
    />
  );

  const choice = <N extends ChoiceName>(name: N) => (
    <RadioField
      {...form.field(name)}
      label={t(LABELS[name])}
      value={values[name]}
      choices={CHOICES[name]}
      choiceLabel={(option) => t(CHOICE_LABELS[name](option))}
      onChange={set(name)}
    />
  );

  /** A group of the form: a choice, then the fields that choice asks for. */
  const group = (legend: MessageKey, chosen: ChoiceName, fields: ReactNode) => (
    <fieldset className="admin-fieldset">
      <legend>{t(legend)}</legend>
      {choice(chosen)}
      {fields}
    </fieldset>
  );

  return (
    <>
      {created && (
        <Notice kind="success" testId="voucher-created">
          <p>{t('admin.vouchers.created', { count: created.length })}</p>
          <ul className="admin-codes">
            {created.map((voucher) => (
              <li key={voucher.id}>
                <code>{voucher.code}</code>
              </li>
            ))}
          </ul>
        </Notice>
      )}
      <form className="account-form admin-voucher-form" noValidate onSubmit={onSubmit} aria-busy={form.busy}>
        <ErrorSummary idPrefix={ID} errors={form.errors} order={VOUCHER_FIELDS} labelOf={(field) => t(LABELS[field as Field])} />
        {form.failure && <Notice kind="error">{form.failure}</Notice>}
        {group(
          'admin.vouchers.group.codes',
          'mode',
          values.mode === 'single' ? (
            text('code', { hint: 'admin.vouchers.hint.code', required: true })
          ) : (
            <div className="account-grid">
              {text('count', { hint: 'admin.vouchers.hint.count', required: true, inputMode: 'numeric' })}
              {text('prefix', { hint: 'admin.vouchers.hint.prefix' })}
            </div>
          ),
        )}
        {group(
          'admin.vouchers.group.value',
          'kind',
          <div className="account-grid">
            {values.kind === 'percentage'
              ? text('percent', { hint: 'admin.vouchers.hint.percent', required: true, inputMode: 'numeric' })
              : text('amountRappen', { hint: 'admin.vouchers.hint.amount', required: true })}
            {text('minOrderRappen', { hint: 'admin.vouchers.hint.minOrder' })}
          </div>,
        )}
        {group(
          'admin.vouchers.group.use',
          'uses',
          <>
            <div className="account-grid">
              {values.uses === 'limited' && text('maxUses', { required: true, inputMode: 'numeric' })}
              {text('maxUsesPerCustomer', { hint: 'admin.vouchers.hint.perCustomer', inputMode: 'numeric' })}
            </div>
            <div className="account-grid">
              {text('validFrom', { type: 'date', hint: 'admin.vouchers.hint.validFrom' })}
              {text('validTill', { type: 'date', hint: 'admin.vouchers.hint.validTill' })}
            </div>
            <CheckboxField {...form.field('combinable')} label={t(LABELS.combinable)} checked={values.combinable} onChange={set('combinable')} />
          </>,
        )}
        <FormActions
          busy={form.busy}
          submit={t(form.busy ? 'admin.vouchers.creating' : values.mode === 'single' ? 'admin.vouchers.create' : 'admin.vouchers.createBatch')}
        />
      </form>
    </>
  );
}
