/**
 * Loads a classic script (the shop's loader) once and answers what `take` reads from the global
 * the script leaves.
 */
export function scriptLoader<T>(url: string, take: () => T | undefined): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= new Promise<T>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.addEventListener('load', () => {
        const value = take();
        if (value === undefined) reject(new Error(`[printshop] ${url} did not provide what it should`));
        else resolve(value);
      });
      script.addEventListener('error', () => {
        // A later mount may try again (e.g. after the network came back).
        loading = null;
        reject(new Error(`[printshop] could not load ${url}`));
      });
      document.head.append(script);
    }));
}
