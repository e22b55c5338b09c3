/** A file field of a parsed multipart body. Duck-typed: under jsdom, the File class of the form is not the global one. */
export interface FormFile {
  name: string;
  type: string;
  size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

export function asFormFile(value: unknown): FormFile | null {
  if (typeof value !== 'object' || value === null) return null;
  const candidate = value as Partial<FormFile>;
  return typeof candidate.name === 'string' &&
    typeof candidate.size === 'number' &&
    typeof candidate.arrayBuffer === 'function'
    ? (value as FormFile)
    : null;
}
