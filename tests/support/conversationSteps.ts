import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Types a text in a conversation's composer (its box is named "Message") and presses Send, as a technician does. */
export async function sendText(user: UserEvent, text: string, scope: { getByRole: typeof screen.getByRole } = screen) {
  await user.type(scope.getByRole('textbox', { name: 'Message' }), text);
  await user.click(scope.getByRole('button', { name: 'Send' }));
}
