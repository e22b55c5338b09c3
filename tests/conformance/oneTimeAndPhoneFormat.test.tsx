import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fullTimeText, timeText } from '@core/time/timeText';
import { featureModules } from '@features/registry';
import {
  otherThan,
  phoneFormatsIn,
  SCREEN_TIME_FORMATS,
  THE_PHONE_FORMAT,
  timeFormatsIn,
  TOOLTIP_TIME_FORMAT,
  WRITTEN_TIME_FORMAT,
} from '../support/formatsFound';
import { setupLiveApp } from '../support/liveApp';
import { testKitOf } from '../support/testKitOf';

/*
 * One time format and one phone format wherever a person reads them. The whole app runs against the sandbox
 * (tests/support/liveApp.tsx) through its real paths: every feature's page and its live action (each feature's
 * test kit), End User Verification's SMS code and its ticket note, Secure Data Sharing's link sent by SMS. Every
 * text on screen, every text the product sent (the sandbox's outbox) and every ticket note it wrote is read for
 * times and phone numbers (tests/support/formatsFound.ts names each one's format). Screens use the one screen
 * rule (core/time/timeText.ts), with the whole moment in each <time>'s tooltip; what is sent or written uses the
 * written form with its zone (core/time/writtenTimeText.ts); every number reads "+1 (555) 010-2001".
 */
const kit = setupLiveApp();
const onScreen: string[] = [];
const tooltips: string[] = [];
const written: string[] = [];
const timeElements: Array<{ text: string; dateTime: string; title: string; now: number }> = [];

/** Every text a person reads on the page now: its own text and accessible label; tooltips and printed pages apart. */
function readScreen() {
  for (const element of document.body.querySelectorAll('*')) {
    if (element.closest('script, style, textarea, input')) continue;
    const own = [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent)
      .join('');
    // A printed page leaves the screen: it is written, like a sent text.
    if (own.trim()) (element.closest('[data-print-only]') ? written : onScreen).push(own);
    const label = element.getAttribute('aria-label');
    if (label) onScreen.push(label);
    const title = element.getAttribute('title');
    if (title && element.tagName !== 'TIME') tooltips.push(title);
    if (element.tagName === 'TIME' && !element.closest('[data-print-only]'))
      timeElements.push({
        text: element.textContent ?? '',
        dateTime: element.getAttribute('dateTime') ?? '',
        title: title ?? '',
        now: kit.clock.now(),
      });
  }
}

const BOB_TICKET = '/pod/connectwise/acme-cw?ticketId=1002&screen=ticket';

describe('one time format and one phone format on every screen, in every text sent and every note written', () => {
  it('End User Verification: a code by SMS, checked, and the note on the ticket', async () => {
    await kit.openPod('u-tech', BOB_TICKET);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send code by SMS' }));
    const code = await screen.findByLabelText('Verification code');
    const [sent] = await kit.consoleGet<Array<{ code: string | null }>>('/outbox');
    await user.type(code, sent!.code!);
    await user.click(screen.getByRole('button', { name: 'Check code' }));
    await screen.findByText('Bob Martinez is verified');
    await user.click(screen.getByRole('button', { name: 'Add a note to the ticket' }));
    await screen.findByText(/^Note added to the ticket by Tess Tech/);
    // The card's history formats its numbers once the API has answered.
    await waitFor(() => expect(document.body.textContent).toMatch(/SMS code · \+1 \(555\) 010-2002/));
    readScreen();
    const notes = await kit.consoleGet<Array<{ text: string }>>('/ticket-notes');
    expect(notes).toHaveLength(1);
    written.push(...notes.map((note) => note.text));
  });

  it('Secure Data Sharing: a link sent by SMS, its text written for the contact', async () => {
    await kit.openPod('u-tech', BOB_TICKET, 'secureDataSharing');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send secure data' }));
    await user.type(await screen.findByLabelText('Secret'), 'wifi-pass');
    await user.click(screen.getByRole('button', { name: 'Create secure link' }));
    await user.click(await screen.findByRole('button', { name: 'Send by SMS' }));
    await screen.findByText(
      (_, element) => element?.tagName === 'P' && /^Sent to Bob Martinez at /.test(element.textContent ?? ''),
    );
    readScreen();
    const { items, requests } = await kit.consoleGet<{
      items: Array<{ message: string | null }>;
      requests: Array<{ message: string | null }>;
    }>('/secure-data');
    // The texts this run sent (the seeded requests say "(seeded)"): the link's, with when it expires.
    const sentTexts = [...items, ...requests]
      .map((one) => one.message)
      .filter((m): m is string => !!m && m !== '(seeded)');
    expect(sentTexts).toHaveLength(1);
    written.push(...sentTexts);
  });

  const others = featureModules.map((m) => m.id).filter((id) => id !== 'endUserVerification');
  it.each(others.map((id) => [id] as const))('%s: its page after its live action', async (id) => {
    await testKitOf(id).afterRemount(kit);
    readScreen();
  });

  it('screens use the one screen rule; what is sent or written uses the written form, zone named', () => {
    expect(timeFormatsIn(onScreen).size).toBeGreaterThan(0);
    expect(otherThan(timeFormatsIn(onScreen), SCREEN_TIME_FORMATS)).toEqual({});
    // A tooltip may also hold the whole moment (beside a relative time, so nothing is lost).
    expect(otherThan(timeFormatsIn(tooltips), [...SCREEN_TIME_FORMATS, TOOLTIP_TIME_FORMAT])).toEqual({});
    expect(written.length).toBeGreaterThan(1);
    expect(otherThan(timeFormatsIn(written), [WRITTEN_TIME_FORMAT])).toEqual({});
    expect(timeFormatsIn(written).get(WRITTEN_TIME_FORMAT)?.size).toBeGreaterThan(0);
  });

  it('every <time> shows the rule against the clock, the whole moment in its tooltip, the exact one in dateTime', () => {
    expect(timeElements.length).toBeGreaterThan(0);
    for (const { text, dateTime, title, now } of timeElements) {
      const at = Date.parse(dateTime);
      expect(text).toContain(timeText(at, now));
      expect(title).toBe(fullTimeText(at));
    }
  });

  it('every phone number, on screen and written, reads one way', () => {
    expect(phoneFormatsIn(onScreen).get(THE_PHONE_FORMAT)?.size).toBeGreaterThan(0);
    expect(phoneFormatsIn(written).get(THE_PHONE_FORMAT)?.size).toBeGreaterThan(0);
    expect(otherThan(phoneFormatsIn([...onScreen, ...tooltips]), [THE_PHONE_FORMAT])).toEqual({});
    expect(otherThan(phoneFormatsIn(written), [THE_PHONE_FORMAT])).toEqual({});
  });
});
