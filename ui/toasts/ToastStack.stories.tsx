import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { BlueprintNotifier } from './BlueprintNotifier';
import { ShellToaster } from './ShellToaster';

/**
 * A long pod scrolled to its end, with a server error (global toaster) and the hub's success toast
 * (shell toaster) arriving together: the real notifiers, in the real fixed stack.
 */
function ToastStackDemo() {
  const [notifiers] = useState(() => ({
    errors: new BlueprintNotifier(),
    shell: new ShellToaster({ width: () => 320 }),
  }));
  useEffect(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    notifiers.errors.notify({ message: 'ConnectWise is not answering.', intent: 'danger' });
    notifiers.shell.notify({ message: 'Connection Established', intent: 'success' });
    return () => {
      notifiers.errors.dismissAll();
      notifiers.shell.dismissAll();
    };
  }, [notifiers]);
  return (
    <main style={{ width: 320, height: 2000, padding: 12, boxSizing: 'border-box' }}>
      <h1>A long pod</h1>
      <p>Scrolled to its end: both toasts stay in the viewport, one above the other.</p>
    </main>
  );
}

const meta: Meta<typeof ToastStackDemo> = {
  title: 'Shell/Toasts',
  component: ToastStackDemo,
};
export default meta;
type Story = StoryObj<typeof ToastStackDemo>;

async function expectStackedInView() {
  const toast = (text: string) =>
    [...document.querySelectorAll<HTMLElement>('.bp6-toast')].find((el) => el.textContent?.includes(text));
  // Measured once both have slid in (Blueprint moves a toast 40 px while it enters).
  const settled = (el: HTMLElement | undefined) =>
    !!el && ![...el.classList].some((name) => /toast-(enter|appear)(-active)?$/.test(name));
  await waitFor(() =>
    expect(settled(toast('ConnectWise is not answering.')) && settled(toast('Connection Established'))).toBe(true),
  );
  const error = toast('ConnectWise is not answering.')!.getBoundingClientRect();
  const success = toast('Connection Established')!.getBoundingClientRect();
  await expect(window.scrollY).toBeGreaterThan(0);
  await expect(error.bottom).toBeLessThanOrEqual(window.innerHeight);
  await expect(success.bottom).toBeLessThanOrEqual(window.innerHeight);
  // The shell's toast sits above the error, never over it.
  await expect(success.bottom).toBeLessThanOrEqual(error.top);
}

export const ErrorAndSuccessWhileScrolled: Story = { tags: ['browser'], play: expectStackedInView };
