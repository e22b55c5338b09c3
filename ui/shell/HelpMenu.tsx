import { AnchorButton, Button, PopoverNext, Switch } from '@blueprintjs/core';
import { Book, Duplicate, Envelope, Help } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { AppConfigToken } from '@core/config/AppConfig';
import { ShellNotifierToken } from '@core/toasts/ShellNotifier';
import { useService } from '../services/ServiceContext';
import { ThemeStoreToken } from '../theme/ThemeStore';

/** Spec section 8's copy confirmation. */
export const COPIED_TO_CLIPBOARD = 'Copied to clipboard';

/**
 * Help and settings: Knowledge Base (new tab), Support (a mail draft), a small copy icon for the
 * support address, and the 'Dark Mode' switch.
 */
export const HelpMenu = observer(function HelpMenu() {
  const config = useService(AppConfigToken);
  const toasts = useService(ShellNotifierToken);
  const theme = useService(ThemeStoreToken);
  const [open, setOpen] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(config.supportEmail);
      toasts.notify({ message: COPIED_TO_CLIPBOARD, intent: 'success' });
    } catch {
      toasts.notify({
        message: `Copying is blocked here. The support address is ${config.supportEmail}.`,
        intent: 'warning',
      });
    }
  };

  const content = (
    <div className="help-menu">
      <AnchorButton
        icon={<Book />}
        text="Knowledge Base"
        href={config.knowledgeBaseUrl}
        target="_blank"
        rel="noopener noreferrer"
        variant="minimal"
        alignText="start"
        fill
      />
      <div className="help-menu__row">
        <AnchorButton
          icon={<Envelope />}
          text="Support"
          href={`mailto:${config.supportEmail}`}
          variant="minimal"
          alignText="start"
          fill
        />
        <Button
          icon={<Duplicate size={12} />}
          size="small"
          variant="minimal"
          aria-label="Copy support address"
          title="Copy support address"
          onClick={() => void copy()}
        />
      </div>
      <Switch
        className="help-menu__switch"
        role="switch"
        label="Dark Mode"
        checked={theme.isDark}
        onChange={(e) => theme.setMode(e.currentTarget.checked ? 'dark' : 'light')}
      />
    </div>
  );
  return (
    <PopoverNext content={content} placement="bottom-end" isOpen={open} onInteraction={(next) => setOpen(next)}>
      <Button
        icon={<Help />}
        variant="minimal"
        aria-label="Help and settings"
        aria-expanded={open}
        title="Help and settings"
        onClick={() => setOpen(!open)}
      />
    </PopoverNext>
  );
});
