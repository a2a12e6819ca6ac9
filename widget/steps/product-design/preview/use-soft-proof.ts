import { useAtomValue } from 'jotai';
import { useContext, useEffect, useState } from 'react';
import { buildPath } from '../../../../shared/api/route';
import { getSoftProof } from '../../../../shared/api/routes/soft-proof';
import { SOFT_PROOF_BYTES, softProofVersion } from '../../../../shared/domain/preview/soft-proof-table';
import { productAtom } from '../../../state/state-slices';
import { FontBaseContext } from '../text/use-text-fonts';
import type { ProofSetting } from './gl-preview';
import { gamutWarningAtom, softProofAtom } from './preview-atoms';

/** The tables fetched on this page, by URL (one per product and version); a failed one is forgotten, so the next use asks again. */
const tables = new Map<string, Promise<Uint8Array>>();

function loadTable(url: string): Promise<Uint8Array> {
  let table = tables.get(url);
  if (!table) {
    table = fetch(url, { credentials: 'omit' })
      .then((response) => {
        if (!response.ok) throw new Error(`soft proof ${url}: ${response.status}`);
        return response.arrayBuffer();
      })
      .then((bytes) => {
        if (bytes.byteLength !== SOFT_PROOF_BYTES) throw new Error(`soft proof ${url}: ${bytes.byteLength} bytes`);
        return new Uint8Array(bytes);
      });
    table.catch(() => tables.delete(url));
    tables.set(url, table);
  }
  return table;
}

/**
 * The soft proof to draw the preview with: null while it is off, or while its table (fetched on the
 * first toggle, from the shop the step's fonts come from, at its immutable versioned URL) is on its way.
 */
export function useSoftProof(): { proof: ProofSetting | null; waiting: boolean } {
  const on = useAtomValue(softProofAtom);
  const gamut = useAtomValue(gamutWarningAtom);
  const product = useAtomValue(productAtom);
  const base = useContext(FontBaseContext);
  const url = product && `${base}${buildPath(getSoftProof.path, { productId: product.id })}?v=${encodeURIComponent(softProofVersion(product))}`;
  const [loaded, setLoaded] = useState<{ url: string; table: Uint8Array } | null>(null);
  useEffect(() => {
    if (!on || !url) return;
    let current = true;
    loadTable(url).then(
      (table) => current && setLoaded({ url, table }),
      (error: unknown) => console.error('[configurator] soft proof failed to load', error),
    );
    return () => {
      current = false;
    };
  }, [on, url]);
  const table = on && loaded?.url === url ? loaded.table : null;
  return { proof: table && { table, gamut }, waiting: on && !table };
}
