import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StoryServices } from '@storybook-host/StoryServices';
import { RelayCodeNotice } from './RelayCodeNotice';

interface CodeStoryProps {
  code: string;
  provider: 'Google' | 'Microsoft';
  width?: number;
  theme?: 'light' | 'dark';
}

function CodeStory({ code, provider, width, theme }: CodeStoryProps) {
  return (
    <StoryServices width={width} theme={theme}>
      <RelayCodeNotice code={code} provider={provider} />
    </StoryServices>
  );
}

/** The sign-in page inside ConnectWise while the relay waits: the code the browser tab must show too. */
const meta: Meta<typeof CodeStory> = {
  title: 'Sign-in/Relay confirmation code',
  component: CodeStory,
  args: { code: '048 213', provider: 'Google' },
};
export default meta;
type Story = StoryObj<typeof CodeStory>;

export const Waiting: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Confirmation code 048 213')).toBeVisible();
  },
};

export const NarrowDark: Story = { args: { width: 320, theme: 'dark', provider: 'Microsoft' } };
