import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeRealtimeHub } from '@core/testing/FakeRealtimeHub';
import { LiveUpdatesPaused } from './LiveUpdatesPaused';

describe('LiveUpdatesPaused', () => {
  it('shows nothing while live updates flow, says they are paused past the schedule, and Reconnect asks the hub at once', async () => {
    const hub = new FakeRealtimeHub();
    render(<LiveUpdatesPaused hub={hub} />);
    expect(screen.queryByText('Live updates are paused')).not.toBeInTheDocument();

    act(() => hub.setPaused(true));
    expect(screen.getByText('Live updates are paused')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Reconnect' }));
    expect(hub.reconnectRequests).toBe(1);

    act(() => hub.reconnected());
    expect(screen.queryByText('Live updates are paused')).not.toBeInTheDocument();
  });
});
