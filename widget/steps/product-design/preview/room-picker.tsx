import { useAtom } from 'jotai';
import { useIntl } from '../../../../ui/intl/intl-provider';
import { ROOMS } from '../../../../shared/domain/preview/room-view';
import { previewRoomAtom, previewWallAtom } from './preview-atoms';

/** Which room, and which wall colour, the print is shown in. */
export function RoomPicker({ colours }: { colours: readonly string[] }) {
  const intl = useIntl();
  const [room, setRoom] = useAtom(previewRoomAtom);
  const [wall, setWall] = useAtom(previewWallAtom);
  return (
    <div className="room-picker">
      <fieldset className="field">
        <legend>{intl.formatMessage({ id: 'preview.room' })}</legend>
        <div className="choices">
          {ROOMS.map((r) => (
            <label key={r.id} className={room === r.id ? 'choice chosen' : 'choice'}>
              <input type="radio" name="preview-room" checked={room === r.id} onChange={() => setRoom(r.id)} />
              {intl.formatMessage({ id: `preview.room.${r.id}` })}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="field">
        <legend>{intl.formatMessage({ id: 'preview.wall' })}</legend>
        <div className="choices swatches">
          {colours.map((colour, i) => (
            <label key={colour} className={wall === colour ? 'choice swatch chosen' : 'choice swatch'}>
              <input type="radio" name="preview-wall" checked={wall === colour} onChange={() => setWall(colour)} />
              <span className="swatch-colour" style={{ background: colour }} aria-hidden="true" />
              {intl.formatMessage({ id: `preview.wall.${i as 0 | 1 | 2 | 3}` })}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
