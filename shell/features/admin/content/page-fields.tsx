import type { ContentPath } from '../../../../shared/domain/content/content-issues';
import type { Locale } from '../../../../shared/i18n/locales';
import { fieldId, TextField } from '../../../components/form';
import { useWording } from '../kit/editor/use-wording';
import type { PathErrors } from '../kit/editor/field-path';

/*
 * Element ids come from the content path ('content-titles-fr'), so a message in the 'check your
 * input' list (and a 422's field path) can focus its field.
 */
export const ID_PREFIX = 'content';
export const fieldName = (path: ContentPath) => path.join('-');
export const pathFieldId = (path: ContentPath) => fieldId(ID_PREFIX, fieldName(path));

/** A page's texts of one language: its address, title and description. */
export function PageTextFields({
  language,
  values,
  errors,
  onChange,
  isHome,
}: {
  language: Locale;
  values: { slug: string; title: string; description?: string };
  errors: PathErrors;
  onChange: (path: ContentPath, value: string) => void;
  isHome: boolean;
}) {
  const { t } = useWording();
  const field = (part: 'slugs' | 'titles' | 'descriptions') => ({
    idPrefix: ID_PREFIX,
    name: fieldName([part, language]),
    messages: errors[`${part}.${language}`],
    autoComplete: 'off',
    onChange: (value: string) => onChange([part, language], value),
  });
  return (
    <>
      <TextField {...field('titles')} label={t('admin.content.field.title')} required value={values.title} />
      {!isHome && (
        <TextField
          {...field('slugs')}
          label={t('admin.content.field.slug', { language })}
          hint={t('admin.content.field.slugHint')}
          required
          value={values.slug}
        />
      )}
      {values.description !== undefined && (
        <TextField {...field('descriptions')} label={t('admin.content.field.description')} multiline value={values.description} />
      )}
    </>
  );
}
