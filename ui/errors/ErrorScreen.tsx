import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** What the error screen says about an error, following spec section 2's order. */
export function describeRouteError(error: unknown): { summary: string; stack: string | null } {
  if (isRouteErrorResponse(error)) return { summary: `${error.status} ${error.statusText}`.trim(), stack: null };
  if (error instanceof Error) return { summary: error.message, stack: error.stack ?? null };
  let serialized: string;
  try {
    serialized = JSON.stringify(error) ?? String(error);
  } catch {
    serialized = String(error);
  }
  return { summary: serialized, stack: null };
}

export interface ErrorScreenViewProps {
  error: unknown;
}

/** The default error screen, as plain text: nothing from the error is ever rendered as HTML. */
export function ErrorScreenView({ error }: ErrorScreenViewProps) {
  const { summary, stack } = describeRouteError(error);
  return (
    <main style={{ padding: '1.5rem', maxWidth: 800 }}>
      <h2>Unexpected Application Error!</h2>
      <h3 style={{ fontStyle: 'italic' }}>{summary}</h3>
      {stack ? <pre style={{ padding: '0.5rem', background: 'rgba(200,200,200,0.3)', overflow: 'auto' }}>{stack}</pre> : null}
    </main>
  );
}

/** Route-level error element. */
export function ErrorScreen() {
  return <ErrorScreenView error={useRouteError()} />;
}
