import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { Chat } from '@blueprintjs/icons';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StoryServices } from '@storybook-host/StoryServices';
import { ConfirmButton } from './ConfirmButton';
import { FeatureHeader } from './FeatureHeader';
import { StatusTag } from './StatusTag';
import { TimeText } from './TimeText';

interface KitProps {
  width?: number;
  theme?: 'light' | 'dark';
}

const MINUTE = 60_000;

/** Every piece of the shared kit on one page, as a feature would use them. */
function KitSampler({ width, theme }: KitProps) {
  // The moment the story opened: its relative times start from there and age like the app's.
  const [now] = useState(() => Date.now());
  return (
    <StoryServices width={width} theme={theme}>
      <section aria-labelledby="kit-title" style={{ padding: 8 }}>
        <FeatureHeader
          id="kit-title"
          icon={<Chat />}
          title="Client Portal Chats"
          subject={{ contact: 'Alice Johnson', ticket: 'T1001' }}
          status={<StatusTag tone="success">Verified 12 min ago</StatusTag>}
          actions={<Button small text="Refresh" />}
        />
        <ul>
          <li>
            <TimeText at={now - 20_000} prefix="Sent" />
          </li>
          <li>
            <TimeText at={now - 12 * MINUTE} prefix="Sent" />
          </li>
          <li>
            <TimeText at="2026-10-01T09:00:00Z" prefix="Last verified" />
          </li>
        </ul>
        <p style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
          <StatusTag tone="success">Verified</StatusTag>
          <StatusTag tone="progress">Code sent</StatusTag>
          <StatusTag tone="warning">Waiting 14 min</StatusTag>
          <StatusTag tone="danger" title="by Tess Tech, SMS">
            Wrong code
          </StatusTag>
          <StatusTag tone="neutral">Never verified</StatusTag>
        </p>
        <ConfirmButton
          text="Close chat"
          ask
          question="Alice's last message has no answer yet. Close the chat for good?"
          confirmText="Close chat"
          onConfirm={() => undefined}
        />
      </section>
    </StoryServices>
  );
}

const meta: Meta<typeof KitSampler> = { title: 'Kit/Shared pieces', component: KitSampler };
export default meta;
type Story = StoryObj<typeof KitSampler>;

export const FullWidth: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { name: 'Client Portal Chats' });
    await expect(title).toBeVisible();
    await expect(title.closest('header')).toHaveTextContent(/Alice Johnson · #T1001$/);
    await expect(canvas.getByText('Sent just now')).toBeVisible();
    // The dialog itself is exercised in ui/kit/kit.test.tsx (asks, Cancel does nothing, confirm acts once).
    await expect(canvas.getByRole('button', { name: 'Close chat' })).toBeEnabled();
  },
};
export const Narrow320: Story = { args: { width: 320 } };
export const Dark: Story = { args: { theme: 'dark' } };
export const DarkNarrow320: Story = { args: { theme: 'dark', width: 320 } };
