/**
 * Imports a chunk once; a failed import may be tried again (the browser fetches anew). For what the
 * first step does without: its code, or schemas that would be built while the widget starts.
 */
export function chunk<M>(importer: () => Promise<M>): () => Promise<M> {
  let loading: Promise<M> | null = null;
  return () =>
    (loading ??= importer().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
}
