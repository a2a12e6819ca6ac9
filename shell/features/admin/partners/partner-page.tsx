import { type FormEvent, useCallback, useMemo } from 'react';
import { useParams } from 'react-router';
import { type CatalogueProductRow, getAdminProducts } from '../../../../shared/api/admin-catalogue';
import { type AdminPartner, getAdminPartner, postAdminPartnerKey, putAdminPartner } from '../../../../shared/api/admin-partners';
import { CheckboxField, fieldId, SelectField, TextField } from '../../../components/form';
import { paths } from '../../../config/paths';
import { adminApi } from '../admin-api';
import { rolesOf } from '../admin-nav';
import { AdminCard } from '../kit/admin-card';
import { AdminDetailScreen } from '../kit/admin-screen';
import { ConfirmedAction } from '../kit/confirmed-action';
import { CopyButton } from '../../../components/copy-button';
import { EditorNotices } from '../kit/editor/editor-notices';
import { SaveBar } from '../kit/editor/save-bar';
import { useVersionedEditor } from '../kit/editor/use-versioned-editor';
import { useWordedIssues } from '../kit/editor/use-worded-issues';
import { useAdminFormat } from '../kit/use-admin-format';
import { useAdminResource } from '../use-admin-resource';
import { LanguageOptions } from './language-options';
import { PortalInvite } from './portal-invite';
import { fieldsOf, formFieldOf, formValuesOf, type PartnerFormValues, partnerIssues } from './partner-form-values';

const ID_PREFIX = 'partner';

/** One partner for the office (/admin/partners/:partnerId): its public key, then what staff edit of it, saved as a whole. */
export function AdminPartnerPage() {
  const { t } = useAdminFormat();
  const partnerId = Number(useParams().partnerId);
  const loaded = useAdminResource(
    () => Promise.all([adminApi(getAdminPartner, { params: { id: partnerId } }), adminApi(getAdminProducts).then((data) => data.products)]),
    [partnerId],
  );
  return (
    <AdminDetailScreen
      title={loaded.status === 'ready' ? loaded.data[0].name : t('admin.loading')}
      roles={rolesOf(getAdminPartner)}
      back={{ to: paths.adminPartners.href(), text: 'admin.partners.back' }}
      resource={loaded}
    >
      {([partner, products]) => <PartnerEditor loaded={partner} products={products} />}
    </AdminDetailScreen>
  );
}

function PartnerEditor({ loaded, products }: { loaded: AdminPartner; products: readonly CatalogueProductRow[] }) {
  const { t, moment } = useAdminFormat();
  const productIds = useMemo(() => products.map((product) => product.id), [products]);
  const documentOf = useCallback((saved: AdminPartner) => formValuesOf(saved, productIds), [productIds]);
  const issues = useWordedIssues(partnerIssues);
  const editor = useVersionedEditor({
    loaded,
    documentOf,
    issues,
    put: (saved, values) => adminApi(putAdminPartner, { params: { id: saved.id }, body: { ...fieldsOf(values), updatedAt: saved.updatedAt } }),
    get: (saved) => adminApi(getAdminPartner, { params: { id: saved.id } }),
    fieldIdOf: (key) => fieldId(ID_PREFIX, formFieldOf(key)),
  });
  const { saved, document } = editor;
  const messagesOf = (field: string) => {
    if (!editor.checking) return undefined;
    const found = Object.entries(editor.errors).flatMap(([key, messages]) => (formFieldOf(key) === field ? messages : []));
    return found.length > 0 ? found : undefined;
  };
  const text = (
    name: Exclude<keyof PartnerFormValues, 'language' | 'productRates' | 'forwardsCampaign' | 'active'>,
    extra: Partial<Parameters<typeof TextField>[0]> = {},
  ) => (
    <TextField
      name={name}
      idPrefix={ID_PREFIX}
      label={t(`admin.partners.${name}`)}
      value={document[name]}
      messages={messagesOf(name)}
      onChange={(value) => editor.set([name], value)}
      {...extra}
    />
  );
  const flag = (name: 'active' | 'forwardsCampaign') => (
    <CheckboxField
      idPrefix={ID_PREFIX}
      name={name}
      label={t(`admin.partners.${name}`)}
      checked={document[name]}
      onChange={(value) => editor.set([name], value)}
    />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void editor.save(() => t('admin.partners.saved'));
  };
  return (
    <div data-testid="admin-partner">
      <PartnerKey partner={saved} onReplaced={() => void editor.reload()} />
      <form noValidate onSubmit={submit} aria-busy={editor.busy}>
        <p className="admin-muted" data-testid="partner-version">
          {t('admin.partners.version', { date: moment(saved.updatedAt), name: saved.updatedBy ?? t('admin.partners.seeded') })}
        </p>
        <EditorNotices name="partner" editor={editor} />
        <AdminCard labelId="partner-contact" title={t('admin.partners.contact')}>
          {text('name', { required: true })}
          {text('contactName')}
          {text('contactEmail', { type: 'email', required: true })}
          <SelectField
            idPrefix={ID_PREFIX}
            name="language"
            label={t('admin.partners.language')}
            value={document.language}
            onChange={(value) => editor.set(['language'], value)}
          >
            <LanguageOptions />
          </SelectField>
        </AdminCard>
        <AdminCard labelId="partner-embed" title={t('admin.partners.embed')}>
          {flag('active')}
          {text('origins', { multiline: true, hint: t('admin.partners.originsHint') })}
          {flag('forwardsCampaign')}
          {text('imageHosts', { multiline: true, hint: t('admin.partners.imageHostsHint') })}
        </AdminCard>
        <AdminCard labelId="partner-commission" title={t('admin.partners.commission')}>
          <p className="admin-muted">{t('admin.partners.commissionIntro')}</p>
          {text('defaultRate', { inputMode: 'decimal', required: true })}
          {products.map((product) => (
            <TextField
              key={product.id}
              name={`productRates.${product.id}`}
              idPrefix={ID_PREFIX}
              label={t('admin.partners.productRate', { product: product.name })}
              hint={t('admin.partners.productRateHint')}
              inputMode="decimal"
              value={document.productRates[product.id] ?? ''}
              messages={messagesOf(`productRates.${product.id}`)}
              onChange={(value) => editor.set(['productRates', product.id], value)}
            />
          ))}
        </AdminCard>
        <AdminCard labelId="partner-payout" title={t('admin.partners.payout')}>
          {text('payoutIban', { hint: t('admin.partners.payoutIbanHint') })}
        </AdminCard>
        <SaveBar name="partner" editor={editor} saveLabel={t('admin.partners.save')} />
      </form>
      <PortalInvite partnerId={saved.id} />
    </div>
  );
}

/** The key the partner's embed names, to copy, and a new one in its place (asked twice: the partner's embeds stop working until they name it). */
function PartnerKey({ partner, onReplaced }: { partner: AdminPartner; onReplaced: () => void }) {
  const { t } = useAdminFormat();
  return (
    <AdminCard labelId="partner-key" title={t('admin.partners.key')} testId="partner-key">
      <p className="admin-muted">{t('admin.partners.keyIntro')}</p>
      <p>
        <code data-testid="partner-public-key">{partner.publicKey}</code>{' '}
        <CopyButton key={partner.publicKey} text={partner.publicKey} label={t('admin.partners.copy')} copied={t('admin.partners.copied')} />
      </p>
      <ConfirmedAction
        label={t('admin.partners.newKey')}
        testId="partner-new-key"
        run={async () => {
          await adminApi(postAdminPartnerKey, { params: { id: partner.id } });
          return t('admin.partners.newKeyDone');
        }}
        onDone={onReplaced}
      />
    </AdminCard>
  );
}
