import { useAtomValue, useSetAtom } from 'jotai';
import { useIntl } from 'react-intl';
import type { ApiClient } from '../../../shared/api/client';
import { getTemplates, type Template } from '../../../shared/api/config';
import { type ChosenImage } from '../../../shared/domain';
import { useLoadOnce } from '../../lib/use-load';
import { chosenImagesAtom, selectImagesAtom } from '../../state/design-atoms';
import { SizeMarks } from './size-marks';

const templateImage = (template: Template): ChosenImage => ({
  orig: { id: `template:${template.id}`, width: template.width, height: template.height },
  src: template.url,
});

/** Choosing the images to design with: one makes a picture, several a collage, in the order chosen. */
export function ImageSelection({ api }: { api: ApiClient }) {
  const intl = useIntl();
  const templates = useLoadOnce(() => api(getTemplates));
  const chosen = useAtomValue(chosenImagesAtom);
  const select = useSetAtom(selectImagesAtom);
  const toggle = (image: ChosenImage) => {
    const present = chosen.some((c) => c.orig.id === image.orig.id);
    select(present ? chosen.filter((c) => c.orig.id !== image.orig.id) : [...chosen, image]);
  };

  return (
    <div className="image-selection">
      <p className="selection-count" role="status">
        {intl.formatMessage({ id: 'images.count' }, { count: chosen.length })}
      </p>
      <SizeMarks />
      <h2>{intl.formatMessage({ id: 'images.templates' })}</h2>
      {templates.status === 'ready' ? (
        <ul className="image-grid">
          {templates.data.map((template) => {
            const image = templateImage(template);
            const position = chosen.findIndex((c) => c.orig.id === image.orig.id);
            return (
              <li key={template.id}>
                <button
                  type="button"
                  aria-pressed={position >= 0}
                  aria-label={intl.formatMessage({ id: 'images.select' }, { name: template.name })}
                  onClick={() => toggle(image)}
                >
                  <img src={template.thumbnailUrl} alt="" loading="lazy" width={160} height={Math.round((160 * template.height) / template.width)} />
                  <span className="image-name">{template.name}</span>
                  {position >= 0 && <span className="image-badge">{position + 1}</span>}
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p aria-busy={templates.status === 'loading'}>{intl.formatMessage({ id: templates.status === 'failed' ? 'configurator.error' : 'configurator.loading' })}</p>
      )}
    </div>
  );
}
