import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import type { ApiClient } from '../../../shared/api/client';
import { getDesignTemplates } from '../../../shared/api/design-templates';
import { defaultLocale, isLocale, type Locale } from '../../../shared/i18n/locales';
import { isImageItem } from '../../../shared/domain';
import { applyTemplate, templatesFor } from '../../../shared/domain/template/apply-template';
import type { DesignTemplate } from '../../../shared/domain/template/design-template';
import { useIntl } from '../../../ui/intl/intl-provider';
import { useT } from '../../../ui/intl/use-t';
import { useLoadOnce } from '../../lib/use-load';
import { designArea, configuratorStateAtom } from '../../state/configurator-state';
import { chosenImagesAtom, commit, inDesignOrder, layoutAtom } from '../../state/design-atoms';
import { designAreaAtom, imageCountAtom } from '../../state/state-slices';
import { TemplateIcon } from './template-icon';

/** Applies a template to the design with the shopper's photos, in the order of their cells: one undo step. */
const applyTemplateAtom = atom(null, (get, set, change: { template: DesignTemplate; locale: Locale }) => {
  const state = get(configuratorStateAtom);
  const area = designArea(state);
  if (!area) return;
  const images = inDesignOrder(get(chosenImagesAtom), state.design[area.id]?.items ?? []);
  const design = applyTemplate(area, images, change.template, change.locale);
  // Later changes of the photos keep the template's layout where it still fits.
  set(layoutAtom, design.items.find(isImageItem)?.specs.layout ?? null);
  commit(get, set, { ...state.design, [area.id]: { ...state.design[area.id], ...design } });
});

/**
 * The catalogue's design templates for the product's orientation, as a radio group of thumbnails
 * drawn from their data (arrow keys move between them), each named for screen readers and in its
 * tooltip. Picking one fills it with the shopper's photos and its texts in the shopper's language.
 */
export function TemplatePicker({ api }: { api: ApiClient }) {
  const t = useT();
  const intl = useIntl();
  const language = intl.locale.slice(0, 2);
  const locale = isLocale(language) ? language : defaultLocale;
  const area = useAtomValue(designAreaAtom);
  const count = useAtomValue(imageCountAtom);
  const apply = useSetAtom(applyTemplateAtom);
  const [picked, setPicked] = useState<string | null>(null);
  const loaded = useLoadOnce(() => api(getDesignTemplates));
  if (loaded.status !== 'ready' || !area) return null;
  const offered = templatesFor(loaded.data, area, count);
  if (offered.length === 0) return null;
  return (
    <fieldset className="field templates">
      <legend>{t('design.template')}</legend>
      <div className="choices">
        {offered.map((template) => (
          <label key={template.id} className={template.id === picked ? 'choice chosen' : 'choice'} title={template.names[locale]}>
            <input
              type="radio"
              name="design-template"
              aria-label={template.names[locale]}
              checked={template.id === picked}
              onChange={() => {
                setPicked(template.id);
                apply({ template, locale });
              }}
            />
            <TemplateIcon template={template} photos={count} />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
