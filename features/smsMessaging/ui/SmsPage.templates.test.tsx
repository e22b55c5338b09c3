import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CurrentUserStoreToken } from '@features/api/ui';
import { messageBox, setupSmsPage } from './testing/renderSmsPage';

const { renderPage } = setupSmsPage();
const template = () => screen.getByRole('combobox', { name: 'Template' });

describe('SMS Messaging page against the sandbox: templates', () => {
  it('a template fills the composer with its variables; an unknown variable stays visible and is flagged', async () => {
    const user = userEvent.setup();
    const { services } = renderPage();
    await act(() => services.get(CurrentUserStoreToken).load());
    await screen.findByRole('list', { name: 'Messages with Alice Johnson' });
    await user.selectOptions(template(), 'Ticket update');
    expect(messageBox()).toHaveValue('Hi Alice, this is Tess Tech with an update on ticket T1001.');
    await user.selectOptions(template(), 'Satisfaction survey');
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Replace' }));
    expect(messageBox()).toHaveValue('Hi Alice, ticket T1001 is resolved. Tell us how we did: {{surveyLink}}');
    expect(screen.getByText(/No value for \{\{surveyLink\}\}: it would be sent as written/)).toBeInTheDocument();
  });

  it('a template chosen over a draft asks "Replace your draft?": Keep my draft keeps it, Replace replaces it', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('list', { name: 'Messages with Alice Johnson' });
    await user.type(messageBox(), 'I looked at your laptop and');
    await user.selectOptions(template(), 'Ticket update');
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('Replace your draft?');
    expect(question).toHaveTextContent(
      'The template “Ticket update” replaces what you have written: “I looked at your laptop and”',
    );
    await user.click(within(question).getByRole('button', { name: 'Keep my draft' }));
    expect(messageBox()).toHaveValue('I looked at your laptop and');

    await user.selectOptions(template(), 'Ticket update');
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Replace' }));
    expect((messageBox() as HTMLTextAreaElement).value).toMatch(
      /^Hi Alice, this is .* with an update on ticket T1001\.$/,
    );
  });
});
