/** Loads a classic script once per URL; a failed load can be retried. */
const loading = new Map<string, Promise<void>>();

export function loadScript(url: string, doc: Document = document): Promise<void> {
  const existing = loading.get(url);
  if (existing) return existing;
  const promise = new Promise<void>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading.delete(url);
      script.remove();
      reject(new Error(`The script ${url} could not be loaded.`));
    };
    doc.head.appendChild(script);
  });
  loading.set(url, promise);
  return promise;
}
