import { useAtomValue, useSetAtom } from 'jotai';
import { useMemo, useState } from 'react';
import { useIntl } from '../../../ui/intl/intl-provider';
import { z } from 'zod/mini';
import type { ApiClient } from '../../../shared/api/client';
import { getTemplates, Template } from '../../../shared/api/config';
import { type ImageInfo, listImages } from '../../../shared/api/images';
import { type ChosenImage } from '../../../shared/domain';
import { useFocusPlacement } from '../../lib/use-focus-placement';
import { type Loaded, useLoadOnce } from '../../lib/use-load';
import { configuratorStateAtom, storeTemplatesAtom } from '../../state/configurator-atoms';
import { chosenImagesAtom, selectImagesAtom } from '../../state/design-atoms';
import { addChosenImageAtom } from '../../state/upload-atoms';
import type { UploadTarget } from '../../lib/upload-image';
import { PrefillImage } from './prefill-image';
import { SizeMarks } from './size-marks';
import { UploadArea } from './upload-area';

// Paths of the shop: prefixed with its origin, which on a partner page is not the page's.
const templateImage = (template: Template, base: string): ChosenImage => ({
  orig: { id: `template:${template.id}`, width: template.width, height: template.height },
  src: `${base}${template.url}`,
});

const uploadedImage = (image: ImageInfo, base: string): ChosenImage => ({
  orig: { id: image.id, width: image.width, height: image.height, ...(image.focus && { focus: image.focus }) },
  src: `${base}${image.proxyUrl}`,
});

/** The templates from the configurator state (spec: its `templates` field holds GET api/config/templates), loaded into it on first need. */
function useTemplates(api: ApiClient): Loaded<Template[]> {
  const stored = useAtomValue(configuratorStateAtom).templates;
  const store = useSetAtom(storeTemplatesAtom);
  const load = useLoadOnce(async () => {
    if (stored.length === 0) store(await api(getTemplates));
  });
  // The state keeps them as the server's records; read back in the API's own shape.
  const parsed = useMemo(() => z.array(Template).safeParse(stored), [stored]);
  if (load.status !== 'ready') return load;
  return parsed.success ? { status: 'ready', data: parsed.data } : { status: 'failed' };
}

/** Choosing the images to design with: one makes a picture, several a collage, in the order chosen. */
export function ImageSelection({ api, target }: { api: ApiClient; target: UploadTarget }) {
  const intl = useIntl();
  const templates = useTemplates(api);
  const earlier = useLoadOnce(() => api(listImages));
  const [uploaded, setUploaded] = useState<ImageInfo[]>([]);
  const chosen = useAtomValue(chosenImagesAtom);
  const select = useSetAtom(selectImagesAtom);
  useFocusPlacement();
  const toggle = (image: ChosenImage) => {
    const present = chosen.some((c) => c.orig.id === image.orig.id);
    select(present ? chosen.filter((c) => c.orig.id !== image.orig.id) : [...chosen, image]);
  };
  const mine = [...uploaded, ...(earlier.status === 'ready' ? earlier.data.images.filter((i) => !uploaded.some((u) => u.id === i.id)) : [])];
  const addChosen = useSetAtom(addChosenImageAtom);
  const onUploaded = (image: ImageInfo) => {
    setUploaded((all) => [image, ...all]);
    addChosen(uploadedImage(image, target.base));
  };

  return (
    <div className="image-selection">
      <p className="selection-count" role="status">
        {intl.formatMessage({ id: 'images.count' }, { count: chosen.length })}
      </p>
      <SizeMarks />
      <UploadArea target={target} onUploaded={onUploaded} />
      <PrefillImage api={api} onUploaded={onUploaded} />
      {mine.length > 0 && (
        <>
          <h2>{intl.formatMessage({ id: 'images.mine' })}</h2>
          <ul className="image-grid" data-testid="my-images">
            {mine.map((info) => (
              <ImageChoice
                key={info.id}
                image={uploadedImage(info, target.base)}
                name={info.name}
                thumbnail={`${target.base}${info.thumbnailUrl}`}
                position={chosen.findIndex((c) => c.orig.id === info.id)}
                onToggle={toggle}
              />
            ))}
          </ul>
        </>
      )}
      <h2>{intl.formatMessage({ id: 'images.templates' })}</h2>
      {templates.status === 'ready' ? (
        <ul className="image-grid">
          {templates.data.map((template) => {
            const image = templateImage(template, target.base);
            return (
              <ImageChoice
                key={template.id}
                image={image}
                name={template.name}
                thumbnail={`${target.base}${template.thumbnailUrl}`}
                position={chosen.findIndex((c) => c.orig.id === image.orig.id)}
                onToggle={toggle}
              />
            );
          })}
        </ul>
      ) : (
        <p aria-busy={templates.status === 'loading'}>
          {intl.formatMessage({ id: templates.status === 'failed' ? 'configurator.error' : 'configurator.loading' })}
        </p>
      )}
    </div>
  );
}

interface ImageChoiceProps {
  image: ChosenImage;
  name: string;
  thumbnail: string;
  /** Place in the chosen order, -1 when not chosen. */
  position: number;
  onToggle: (image: ChosenImage) => void;
}

function ImageChoice({ image, name, thumbnail, position, onToggle }: ImageChoiceProps) {
  const intl = useIntl();
  return (
    <li>
      <button type="button" aria-pressed={position >= 0} aria-label={intl.formatMessage({ id: 'images.select' }, { name })} onClick={() => onToggle(image)}>
        <img src={thumbnail} alt="" loading="lazy" width={160} height={Math.round((160 * image.orig.height) / image.orig.width)} />
        <span className="image-name">{name}</span>
        {position >= 0 && <span className="image-badge">{position + 1}</span>}
      </button>
    </li>
  );
}
