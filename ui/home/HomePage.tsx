import { ShellLayout } from '../shell/ShellLayout';

/** Where a technician lands when they signed in without coming from a PSA: the shell's home page. */
export function HomePage() {
  return <ShellLayout startPage="home" psa={null} />;
}
