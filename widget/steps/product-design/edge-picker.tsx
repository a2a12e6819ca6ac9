import { useAtomValue, useSetAtom } from 'jotai';
import { useId } from 'react';
import { useIntl } from '../../../ui/intl/intl-provider';
import { edgeModes, edgeOf, hasEdge } from '../../../shared/domain';
import { chooseEdgeAtom } from '../../state/design-atoms';
import { areaEdgeAtom, designAreaAtom } from '../../state/state-slices';

/** What covers the canvas edge round the frame: the image itself, its front mirrored, or a colour. */
export function EdgePicker() {
  const intl = useIntl();
  const colourId = useId();
  const area = useAtomValue(designAreaAtom);
  const chosen = useAtomValue(areaEdgeAtom);
  const chooseEdge = useSetAtom(chooseEdgeAtom);
  if (!area || !hasEdge(area)) return null;
  const edge = edgeOf(chosen);
  return (
    <fieldset className="field edge-picker">
      <legend>{intl.formatMessage({ id: 'design.edge' })}</legend>
      <div className="choices">
        {edgeModes.map((mode) => (
          <label key={mode} className={edge.mode === mode ? 'choice chosen' : 'choice'}>
            <input type="radio" name="edge-mode" checked={edge.mode === mode} onChange={() => chooseEdge({ ...edge, mode })} />
            {intl.formatMessage({ id: `design.edge.${mode}` })}
          </label>
        ))}
      </div>
      {edge.mode === 'colour' && (
        <p className="edge-colour">
          <label htmlFor={colourId}>{intl.formatMessage({ id: 'design.edge.colourPick' })}</label>
          <input id={colourId} type="color" value={edge.colour} onChange={(e) => chooseEdge({ mode: 'colour', colour: e.target.value })} />
        </p>
      )}
    </fieldset>
  );
}
