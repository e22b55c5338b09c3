import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { StoryServices } from '@storybook-host/StoryServices';
import { FakeRealtimeHub } from '@core/testing/FakeRealtimeHub';
import { LiveUpdatesPaused } from './LiveUpdatesPaused';

interface PausedStoryProps {
  width?: number;
  theme?: 'light' | 'dark';
}

/** The hub past the spec's retry schedule: the warning the shell shows under its top bar. */
/** The hub of the story shown last, so a play can see what the banner asked of it. */
let shownHub: FakeRealtimeHub | null = null;

function PausedStory({ width, theme }: PausedStoryProps) {
  const [hub] = useState(() => {
    const paused = new FakeRealtimeHub();
    paused.setPaused(true);
    shownHub = paused;
    return paused;
  });
  return (
    <StoryServices width={width} theme={theme}>
      <LiveUpdatesPaused hub={hub} />
    </StoryServices>
  );
}

const meta: Meta<typeof PausedStory> = {
  title: 'Shell/Live updates paused',
  component: PausedStory,
};
export default meta;
type Story = StoryObj<typeof PausedStory>;

export const Paused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Live updates are paused')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reconnect' }));
    await expect(shownHub?.reconnectRequests).toBe(1);
  },
};

export const NarrowDark: Story = { args: { width: 320, theme: 'dark' } };
