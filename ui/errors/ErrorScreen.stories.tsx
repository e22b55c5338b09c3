import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorScreenView } from './ErrorScreen';

function crash(): Error {
  const error = new TypeError("Cannot read properties of undefined (reading 'communicationItems')");
  // A long, realistic stack: the screen must wrap it at 320 px instead of widening the page.
  error.stack = [
    `TypeError: ${error.message}`,
    ...Array.from(
      { length: 12 },
      (_, i) =>
        `    at ContactCard (https://addon.example.com/assets/PodPage-DuZUqoue-with-a-very-long-chunk-name.js:${1000 + i}:${20 + i})`,
    ),
  ].join('\n');
  return error;
}

/** The error screen: the spec's title, Reload, Back to the ticket inside a pod, the stack in dev builds only. */
const meta: Meta<typeof ErrorScreenView> = {
  title: 'Errors/Error screen',
  component: ErrorScreenView,
  args: { error: crash(), onReload: fn() },
};
export default meta;
type Story = StoryObj<typeof ErrorScreenView>;

export const OutsideAPod: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Back to the ticket' })).toBeNull();
    await expect(canvas.queryByText('Technical details')).toBeNull(); // production builds
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};

export const InAPod: Story = {
  args: { onBackToTicket: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Back to the ticket' }));
    await expect(args.onBackToTicket).toHaveBeenCalledTimes(1);
  },
};

export const DevelopmentBuildStack: Story = {
  args: { showStack: true, onBackToTicket: fn() },
};

export const Narrow320StackOpen: Story = {
  tags: ['browser'],
  args: { showStack: true, onBackToTicket: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 320, border: '1px dashed #8f99a8' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Technical details'));
    const stack = canvasElement.querySelector('pre');
    await expect(stack).toBeVisible();
    // Wrapped, not scrolled sideways: nothing is wider than the 320 px frame.
    const screen = canvasElement.querySelector('main')!;
    await expect(screen.scrollWidth).toBeLessThanOrEqual(320);
    await expect(stack!.scrollWidth).toBeLessThanOrEqual(stack!.clientWidth);
  },
};

export const Dark: Story = {
  args: { showStack: true, onBackToTicket: fn() },
  decorators: [
    (Story) => (
      <div className="bp6-dark app-root">
        <Story />
      </div>
    ),
  ],
};
