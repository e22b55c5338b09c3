import { act, render, screen } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { focusNext, useFocusFollowsWork } from './useFocusFollowsWork';

type Shown = 'form' | 'wrong' | 'result' | 'nothing';

/** A form whose state each button moves on, marking its next element as a feature would. */
function Flow({ initial = 'form' as Shown }) {
  const [shown, setShown] = useState<Shown>(initial);
  const [step, setStep] = useState(0);
  const area = useFocusFollowsWork<HTMLDivElement>([step]);
  const go = (next: Shown) => {
    setShown(next);
    setStep((n) => n + 1);
  };
  return (
    <div ref={area} tabIndex={shown === 'nothing' ? -1 : undefined} aria-label="area">
      <input aria-label="Name" defaultValue="Bob" {...focusNext(shown === 'form')} />
      <input aria-label="Code" defaultValue="123" aria-invalid={shown === 'wrong' || undefined} />
      {shown === 'result' && (
        <h3 tabIndex={-1} {...focusNext()}>
          Done
        </h3>
      )}
      <button type="button" onClick={() => go('wrong')}>
        Check
      </button>
      <button type="button" onClick={() => go('result')}>
        Finish
      </button>
      <button type="button" onClick={() => go('nothing')}>
        Clear
      </button>
      <button type="button" onClick={() => go('form')}>
        Again
      </button>
    </div>
  );
}

const press = (name: string) => act(() => screen.getByRole('button', { name }).click());

describe('useFocusFollowsWork: one rule for where the focus goes after an action', () => {
  it('moves nothing when the page opens, in StrictMode (mount, unmount, mount) too', () => {
    render(
      <StrictMode>
        <Flow />
      </StrictMode>,
    );
    expect(document.body).toHaveFocus();
  });

  it('goes to the field to correct first, with its text selected to be typed over', () => {
    render(<Flow />);
    press('Check');
    const code = screen.getByLabelText('Code') as HTMLInputElement;
    expect(code).toHaveFocus();
    expect([code.selectionStart, code.selectionEnd]).toEqual([0, 3]);
  });

  it("else to the element the new state marks: the result's heading, or the next field", () => {
    render(<Flow />);
    press('Finish');
    expect(screen.getByRole('heading', { name: 'Done' })).toHaveFocus();
    press('Again');
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });

  it('else to the container when it can take the focus', () => {
    render(<Flow />);
    press('Clear');
    expect(screen.getByLabelText('area')).toHaveFocus();
  });

  it('leaves a field that already has the focus as it is (what was typed is not selected)', () => {
    render(<Flow initial="result" />);
    const name = screen.getByLabelText('Name') as HTMLInputElement;
    act(() => name.focus());
    name.setSelectionRange(3, 3);
    press('Again'); // a click moves the focus to the button in a browser; here it stays on the field
    expect(name).toHaveFocus();
    expect([name.selectionStart, name.selectionEnd]).toEqual([3, 3]);
  });
});
