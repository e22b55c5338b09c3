import { useEffect, useRef, useState } from 'react';
import type { LinkDetailsWire } from '../adapters/wire/linkPageWire';
import { LinkCallError, type LinkApi } from './linkApi';
import { AskStep, ChooseStep, DeniedStep, StepTitle, UnreachableStep } from './LinkPageSteps';
import './linkPage.css';

export interface LinkPageProps {
  api: LinkApi;
  /** The link's token (from the fragment); null when the page was opened without one. */
  token: string | null;
  /** Light or dark; the phone's own setting when absent. */
  theme?: 'light' | 'dark';
}

type View =
  | { kind: 'loading' }
  | { kind: 'ask'; details: LinkDetailsWire }
  | { kind: 'choose'; details: LinkDetailsWire; numbers: number[] }
  | { kind: 'verified'; details: LinkDetailsWire }
  | { kind: 'denied'; details: LinkDetailsWire; why: 'notOnCall' | 'wrongNumber' }
  | { kind: 'ended'; title: string; text: string }
  | { kind: 'invalid' }
  | { kind: 'unreachable'; retry: () => void };

/**
 * The page a verification link opens, for the contact (no sign-in, no shell). Opening it changes
 * nothing: a link scanner or a chat preview that loads it verifies nobody. The contact says they are on
 * the call ("Yes, continue"), then chooses among three numbers the one the technician reads out: only
 * that binds the link to the live call. "No" or a wrong number denies, and the technician sees it.
 */
export function LinkPage({ api, token, theme }: LinkPageProps) {
  const [view, setView] = useState<View>(token ? { kind: 'loading' } : { kind: 'invalid' });
  const [busy, setBusy] = useState(false);
  // Set before the first await (a ref, not state): two clicks in one task still send once.
  const pending = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);

  /** Runs one step; a second click while it runs does nothing. A failure says what it means. */
  const step = async (run: () => Promise<View>) => {
    if (pending.current) return;
    pending.current = true;
    setBusy(true);
    try {
      setView(await run());
    } catch (error) {
      setView(failureView(error, () => void step(run)));
    } finally {
      pending.current = false;
      setBusy(false);
    }
  };

  useEffect(() => {
    if (!token) return;
    void step(async () => {
      const details = await api.details(token);
      if (details.state === 'open') return { kind: 'ask', details };
      // "Yes" was already said (the page was reloaded): the numbers again.
      if (details.state === 'confirmed') return { kind: 'choose', details, numbers: await api.confirm(token) };
      return endedView(details);
    });
    // Once per page: the token does not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Each new step is announced and takes the focus (a screen reader user hears it, a keyboard user starts there).
  useEffect(() => {
    if (view.kind !== 'loading') heading.current?.focus();
  }, [view.kind]);

  return (
    <main className={`link-page${theme ? ` link-page--${theme}` : ''}`} aria-busy={busy}>
      <div className="link-page__card">
        <Content view={view} busy={busy} heading={heading} step={step} api={api} token={token ?? ''} />
      </div>
    </main>
  );
}

interface ContentProps {
  view: View;
  busy: boolean;
  heading: React.RefObject<HTMLHeadingElement | null>;
  step(run: () => Promise<View>): Promise<void>;
  api: LinkApi;
  token: string;
}

function Content({ view, busy, heading, step, api, token }: ContentProps) {
  const title = (text: string) => <StepTitle heading={heading} text={text} />;
  switch (view.kind) {
    case 'loading':
      return <p role="status">Checking the link…</p>;
    case 'ask':
      return (
        <AskStep
          details={view.details}
          heading={heading}
          busy={busy}
          onYes={() =>
            void step(async () => ({ kind: 'choose', details: view.details, numbers: await api.confirm(token) }))
          }
          onNo={() =>
            void step(async () => {
              await api.deny(token);
              return { kind: 'denied', details: view.details, why: 'notOnCall' };
            })
          }
        />
      );
    case 'choose':
      return (
        <ChooseStep
          details={view.details}
          numbers={view.numbers}
          heading={heading}
          busy={busy}
          onChoose={(number) =>
            void step(async () => {
              const result = await api.choose(token, number);
              return result === 'verified'
                ? { kind: 'verified', details: view.details }
                : { kind: 'denied', details: view.details, why: 'wrongNumber' };
            })
          }
        />
      );
    case 'verified':
      return (
        <>
          {title('Thank you: you are verified')}
          <p role="status">{view.details.technicianName} can see it now. You can close this page.</p>
        </>
      );
    case 'denied':
      return <DeniedStep details={view.details} why={view.why} heading={heading} />;
    case 'ended':
      return (
        <>
          {title(view.title)}
          <p role="status">{view.text}</p>
        </>
      );
    case 'invalid':
      return (
        <>
          {title('This link is not valid')}
          <p>
            Open the link from your message again. If it still does not work, ask the person who sent it for a new one.
          </p>
        </>
      );
    case 'unreachable':
      return <UnreachableStep heading={heading} busy={busy} onRetry={view.retry} />;
  }
}

/** A link already answered or past its time, as its details say. */
function endedView(details: LinkDetailsWire): View {
  if (details.state === 'verified')
    return {
      kind: 'ended',
      title: 'You are verified',
      text: `This link has been used. ${details.technicianName} can see that you are verified.`,
    };
  if (details.state === 'denied')
    return {
      kind: 'ended',
      title: 'This link was answered',
      text: 'Nothing was verified with it. Ask for a new link if you need one.',
    };
  return {
    kind: 'ended',
    title: 'This link has expired',
    text: `Ask ${details.technicianName} to send you a new one.`,
  };
}

function failureView(error: unknown, retry: () => void): View {
  const failure = error instanceof LinkCallError ? error.failure : { kind: 'unreachable' as const };
  if (failure.kind === 'invalid') return { kind: 'invalid' };
  if (failure.kind === 'gone')
    return { kind: 'ended', title: 'This link can no longer be used', text: failure.message };
  if (failure.kind === 'refused') return { kind: 'ended', title: 'This did not work', text: failure.message };
  return { kind: 'unreachable', retry };
}
