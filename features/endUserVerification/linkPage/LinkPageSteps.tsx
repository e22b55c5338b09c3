import type { RefObject } from 'react';
import type { LinkDetailsWire } from '../adapters/wire/linkPageWire';

type Heading = RefObject<HTMLHeadingElement | null>;

/** A step's title: it takes the focus when the step shows, so it is announced and the keyboard starts there. */
export function StepTitle({ heading, text }: { heading: Heading; text: string }) {
  return (
    <h1 ref={heading} tabIndex={-1} className="link-page__title">
      {text}
    </h1>
  );
}

/** Asks whether the contact is on the call with the technician now. */
export function AskStep({
  details,
  heading,
  busy,
  onYes,
  onNo,
}: {
  details: LinkDetailsWire;
  heading: Heading;
  busy: boolean;
  onYes(): void;
  onNo(): void;
}) {
  const { technicianName, mspName } = details;
  return (
    <>
      <StepTitle heading={heading} text={`Are you on a call with ${technicianName} from ${mspName} right now?`} />
      <p>
        {technicianName} sent you this link to confirm that it is really you on the phone. Nothing happens until you
        answer.
      </p>
      <div className="link-page__actions">
        <button type="button" className="link-page__button link-page__button--primary" disabled={busy} onClick={onYes}>
          Yes, continue
        </button>
        <button type="button" className="link-page__button" disabled={busy} onClick={onNo}>
          No, I did not ask for this
        </button>
      </div>
    </>
  );
}

/** The numbers to choose from: the one the technician reads out binds the link to the call. */
export function ChooseStep({
  details,
  numbers,
  heading,
  busy,
  onChoose,
}: {
  details: LinkDetailsWire;
  numbers: number[];
  heading: Heading;
  busy: boolean;
  onChoose(number: number): void;
}) {
  const { technicianName } = details;
  return (
    <>
      <StepTitle heading={heading} text={`Choose the number ${technicianName} reads out to you`} />
      <p>You have one try. If you did not hear it, ask {technicianName} to say it again before you choose.</p>
      <div className="link-page__numbers" role="group" aria-label="Numbers">
        {numbers.map((number) => (
          <button
            key={number}
            type="button"
            className="link-page__number"
            disabled={busy}
            onClick={() => onChoose(number)}
          >
            {number}
          </button>
        ))}
      </div>
    </>
  );
}

/** Nothing was verified: the contact said they are not on the call, or chose another number. */
export function DeniedStep({
  details,
  why,
  heading,
}: {
  details: LinkDetailsWire;
  why: 'notOnCall' | 'wrongNumber';
  heading: Heading;
}) {
  return why === 'notOnCall' ? (
    <>
      <StepTitle heading={heading} text="Thank you for telling us" />
      <p role="status">
        Nothing was verified. If someone on a call asked you to open this link, they may not be from {details.mspName}:
        hang up and call {details.mspName} on a number you know.
      </p>
    </>
  ) : (
    <>
      <StepTitle heading={heading} text="That was not the number" />
      <p role="status">Nothing was verified. {details.technicianName} can send you a new link.</p>
    </>
  );
}

/** The service did not answer: nothing changed, and the step can be tried again. */
export function UnreachableStep({ heading, busy, onRetry }: { heading: Heading; busy: boolean; onRetry(): void }) {
  return (
    <>
      <StepTitle heading={heading} text="The service could not be reached" />
      <p>Check your connection and try again. Nothing was changed.</p>
      <div className="link-page__actions">
        <button
          type="button"
          className="link-page__button link-page__button--primary"
          disabled={busy}
          onClick={onRetry}
        >
          Try again
        </button>
      </div>
    </>
  );
}
