import { useEffect } from 'react';
import { renderWithServices } from './renderWithServices';
import { setupSandboxServer } from './sandboxServer';

setupSandboxServer();

describe('renderWithServices', () => {
  it('renders in StrictMode at the root, like app/main.tsx: the component mounts, unmounts and mounts again', () => {
    const log: string[] = [];
    function Probe() {
      useEffect(() => {
        log.push('mount');
        return () => void log.push('unmount');
      }, []);
      return null;
    }
    const view = renderWithServices(<Probe />);
    expect(log).toEqual(['mount', 'unmount', 'mount']);
    view.unmount();
    expect(log).toEqual(['mount', 'unmount', 'mount', 'unmount']);
  });
});
