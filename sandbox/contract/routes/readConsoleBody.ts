/**
 * A console route's body: JSON from tests and scripts, or the console page's form. Text fields only,
 * trimmed; a body that cannot be read is an empty one (the route then says what is missing).
 */
export async function readConsoleBody(request: Request): Promise<Record<string, string | undefined>> {
  const type = request.headers.get('content-type') ?? '';
  const raw: unknown = type.includes('form')
    ? Object.fromEntries((await request.formData().catch(() => new FormData())).entries())
    : await request.json().catch(() => ({}));
  const body: Record<string, string | undefined> = {};
  if (raw && typeof raw === 'object')
    for (const [key, value] of Object.entries(raw)) if (typeof value === 'string') body[key] = value.trim();
  return body;
}
