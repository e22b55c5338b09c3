import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Container } from 'inversify';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StoryServices } from '@storybook-host/StoryServices';
import { StorageAccessToken, type StorageAccess } from '@core/storage/StorageAccess';
import { BlockedStorageNotice } from './BlockedStorageNotice';

interface NoticeStoryProps {
  /** Whether the browser has the Storage Access API. */
  canRequestAccess: boolean;
  /** What the browser answers when asked. */
  grants: boolean;
  width?: number;
  theme?: 'light' | 'dark';
}

/** Storage as a cross-site PSA frame with third-party storage blocked sees it. */
function blocked(canRequestAccess: boolean, grants: boolean): StorageAccess {
  const access = {
    persistent: false,
    canRequestAccess,
    requestAccess: async () => ((access.persistent = grants), grants),
  };
  return access;
}

function NoticeStory({ canRequestAccess, grants, width, theme }: NoticeStoryProps) {
  const configure = (container: Container) => {
    container.unbind(StorageAccessToken);
    container.bind(StorageAccessToken).toConstantValue(blocked(canRequestAccess, grants));
  };
  return (
    <StoryServices width={width} theme={theme} configure={configure}>
      <BlockedStorageNotice pageUrl="https://app.example.test/pod/connectwise/acme-cw?ticketId=1001&screen=ticket" />
    </StoryServices>
  );
}

/** The message above every page in a PSA frame whose browser denies storage. */
const meta: Meta<typeof NoticeStory> = {
  title: 'App/Blocked storage notice',
  component: NoticeStory,
  args: { canRequestAccess: true, grants: false },
};
export default meta;
type Story = StoryObj<typeof NoticeStory>;

export const Blocked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole('link', { name: 'Open in a new tab' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener');
    await expect(canvas.getByRole('button', { name: 'Allow storage' })).toBeEnabled();
  },
};

/** The browser has no Storage Access API: only the new tab is offered. */
export const WithoutStorageAccessApi: Story = {
  args: { canRequestAccess: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Open in a new tab' });
    await expect(canvas.queryByRole('button', { name: 'Allow storage' })).toBeNull();
  },
};

/** The browser refused access: the new tab remains the way out. */
export const Refused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Allow storage' }));
    await expect(
      await canvas.findByText('Your browser did not allow storage here. Open the page in a new tab instead.'),
    ).toBeVisible();
  },
};

/** Access granted: the notice goes away, the session now persists. */
export const Granted: Story = {
  args: { grants: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Allow storage' }));
    // The browser answers asynchronously: the notice (shown until then) goes once it has.
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Storage blocked' })).toBeNull());
  },
};

export const NarrowDark: Story = { args: { width: 320, theme: 'dark' } };
