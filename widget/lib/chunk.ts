/**
 * Imports a chunk once; a failed import may be tried again. For what the first step does without:
 * its code, or schemas that would be built while the widget starts.
 *
 * Browsers differ on a second `import()` of a URL that failed: newer Chromium fetches it anew, older
 * Chromium (150) keeps the failure in its module map and fails again without a request. So a retry
 * imports the failed module under a fresh URL (a `retry` query: the file is the same, the module map
 * entry is new). The URL comes from the error, which names it in Chromium and Firefox; where it does
 * not (Safari), the retry calls the importer again.
 */
export function chunk<M>(importer: () => Promise<M>, importUrl: (url: string) => Promise<M> = importFresh): () => Promise<M> {
  let loading: Promise<M> | null = null;
  let failedUrl: string | null = null;
  const attempt = () => (failedUrl === null ? importer() : importUrl(retryUrl(failedUrl)));
  return () =>
    (loading ??= attempt().catch((error: unknown) => {
      loading = null;
      failedUrl = failedModuleUrl(error) ?? failedUrl;
      throw error;
    }));
}

function importFresh<M>(url: string): Promise<M> {
  return import(/* @vite-ignore */ url) as Promise<M>;
}

/** The module URL named by a failed dynamic import's error, or null. */
export function failedModuleUrl(error: unknown): string | null {
  const message = error instanceof Error ? error.message : '';
  return /\b(https?:\/\/\S+?\.m?js(?:\?\S*)?)(?=$|\s)/.exec(message)?.[1] ?? null;
}

let retries = 0;

/** The same file under a URL no module map has seen. */
export function retryUrl(url: string): string {
  const fresh = new URL(url);
  fresh.searchParams.set('retry', `${Date.now().toString(36)}-${++retries}`);
  return fresh.href;
}
