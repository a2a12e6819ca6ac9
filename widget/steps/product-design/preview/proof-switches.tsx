import { useAtom } from 'jotai';
import { useId, useRef } from 'react';
import { useT } from '../../../../ui/intl/use-t';
import { useAdoptedSheet } from '../use-adopted-sheet';
import { gamutWarningAtom, softProofAtom } from './preview-atoms';
import switchesCss from './proof-switches.css?inline';

/**
 * The soft proof's switches under the object and wall views: the proof (described for a screen
 * reader: what it shows), and with it the marking of the colours the material cannot print.
 */
export function ProofSwitches() {
  const t = useT();
  const root = useRef<HTMLDivElement>(null);
  useAdoptedSheet(root, switchesCss);
  const [proof, setProof] = useAtom(softProofAtom);
  const [gamut, setGamut] = useAtom(gamutWarningAtom);
  const ids = useId();
  return (
    <div ref={root} className="proof-switches">
      <label className="proof-switch">
        <input type="checkbox" role="switch" checked={proof} onChange={(e) => setProof(e.target.checked)} aria-describedby={`${ids}-proof`} />
        <span>{t('preview.proof')}</span>
      </label>
      <label className="proof-switch">
        <input
          type="checkbox"
          role="switch"
          checked={proof && gamut}
          disabled={!proof}
          onChange={(e) => setGamut(e.target.checked)}
          aria-describedby={`${ids}-gamut`}
        />
        <span>{t('preview.gamut')}</span>
      </label>
      <p id={`${ids}-proof`} className="proof-description">
        {t('preview.proof.description')}
      </p>
      <p id={`${ids}-gamut`} className="proof-description" hidden={!(proof && gamut)}>
        {t('preview.gamut.description')}
      </p>
    </div>
  );
}
