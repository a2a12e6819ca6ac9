import { useSetAtom } from 'jotai';
import { useContext, useState, type DragEvent } from 'react';
import { useIntl } from '../../../ui/intl/intl-provider';
import type { ImageInfo } from '../../../shared/api/images';
import { UPLOAD_PROGRESS_EVENT } from '../../../shared/api/widget-events';
import { HostEventsContext } from '../../configurator/host-events';
import { type UploadTarget, uploadImage } from '../../lib/upload-image';
import { trackUploadAtom } from '../../state/upload-atoms';

interface Upload {
  key: string;
  name: string;
  progress: number;
  error: string | null;
}

/** The uploads of the page so far: printshop:upload-progress numbers them (a file's name may name a person). */
let uploadCount = 0;

// The extensions too: some browsers give iPhone photos no type, and then match by name only.
const ACCEPT = 'image/jpeg,image/png,image/webp,image/tiff,image/heic,image/heif,.heic,.heif';

/** Drag and drop, the file picker and the phone camera; one progress bar per file. */
export function UploadArea({ target, onUploaded }: { target: UploadTarget; onUploaded: (image: ImageInfo) => void }) {
  const intl = useIntl();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [dragging, setDragging] = useState(false);
  const track = useSetAtom(trackUploadAtom);
  const emit = useContext(HostEventsContext);
  const update = (key: string, change: Partial<Upload>) => setUploads((all) => all.map((u) => (u.key === key ? { ...u, ...change } : u)));

  const start = (files: FileList | null) => {
    for (const file of Array.from(files ?? [])) {
      const key = `${file.name}-${file.size}-${Date.now()}-${Math.random()}`;
      const upload = (uploadCount += 1);
      let fraction = 0;
      const progress = (state: 'progress' | 'done' | 'failed') => emit?.(UPLOAD_PROGRESS_EVENT, { upload, fraction, state });
      setUploads((all) => [...all, { key, name: file.name, progress: 0, error: null }]);
      progress('progress');
      track(
        uploadImage(target, file, (done) => {
          fraction = done;
          update(key, { progress: done });
          progress('progress');
        }).then(
          (image) => {
            setUploads((all) => all.filter((u) => u.key !== key));
            progress('done');
            onUploaded(image);
          },
          (error: Error) => {
            update(key, { error: error.message });
            progress('failed');
          },
        ),
      );
    }
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    start(event.dataTransfer.files);
  };

  return (
    <div className="upload-area">
      <h2>{intl.formatMessage({ id: 'images.upload.title' })}</h2>
      <div
        className={dragging ? 'drop-zone dragging' : 'drop-zone'}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <span>{intl.formatMessage({ id: 'images.upload.drop' })}</span>
        <label className="button">
          {intl.formatMessage({ id: 'images.upload.choose' })}
          <input type="file" accept={ACCEPT} multiple onChange={(e) => start(e.target.files)} data-testid="upload-input" />
        </label>
        <label className="button camera">
          {intl.formatMessage({ id: 'images.upload.camera' })}
          <input type="file" accept="image/*" capture="environment" onChange={(e) => start(e.target.files)} />
        </label>
        <small>{intl.formatMessage({ id: 'images.upload.formats' })}</small>
      </div>
      {uploads.length > 0 && (
        <ul className="uploads">
          {uploads.map((u) => (
            <li key={u.key}>
              {u.error ? (
                <span role="alert" className="upload-error">
                  {intl.formatMessage({ id: 'images.upload.failed' }, { name: u.name, reason: u.error })}
                </span>
              ) : (
                <>
                  <span>{intl.formatMessage({ id: 'images.upload.progress' }, { name: u.name })}</span>
                  <progress max={100} value={Math.round(u.progress * 100)} aria-label={u.name} data-testid="upload-progress" />
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
