/** The sandbox's own upload rules (a backend checks again whatever the app checked). */
const MAX_BYTES = 10 * 1024 * 1024;
const REFUSED_TYPES = /^(text\/html|image\/svg\+xml|application\/(x-msdownload|javascript|xhtml\+xml))/i;

export interface Upload {
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
}

/** Reads a raw upload: the file is the body, its type the Content-Type header, its name a query parameter. */
export async function readUpload(request: Request, fileName: string | undefined): Promise<Upload> {
  return {
    fileName: (fileName ?? '').trim(),
    contentType: (request.headers.get('content-type') ?? '').split(';')[0]!.trim(),
    bytes: new Uint8Array(await request.arrayBuffer()),
  };
}

/** Null when the upload is acceptable, else the reason. */
export function checkUpload(upload: Upload): string | null {
  if (!upload.fileName) return 'Name the file (fileName).';
  if (!upload.contentType) return 'Say what kind of file this is (Content-Type).';
  if (REFUSED_TYPES.test(upload.contentType)) return `Files of type ${upload.contentType} cannot be sent.`;
  if (upload.bytes.byteLength === 0) return `${upload.fileName} is empty.`;
  if (upload.bytes.byteLength > MAX_BYTES) return `${upload.fileName} is larger than 10 MB.`;
  return null;
}
