import { Alert, Button, type Intent } from '@blueprintjs/core';
import { useState, type ReactNode } from 'react';

export interface ConfirmButtonProps {
  text: string;
  icon?: Parameters<typeof Button>[0]['icon'];
  intent?: Intent;
  /** When false the action runs at once (nothing to lose); when true the question is asked first. */
  ask: boolean;
  /** The question: what will happen and what cannot be taken back. */
  question: ReactNode;
  /** The confirming button's words: the action itself ("Close chat", "Send again"), never "OK". */
  confirmText: string;
  cancelText?: string;
  disabled?: boolean;
  loading?: boolean;
  onConfirm: () => void;
  className?: string;
}

/**
 * The one way to guard what cannot be taken back (closing a chat, texting a link again): a button that asks
 * first when `ask` is true. The dialog names the action on its confirming button, Escape and the backdrop cancel,
 * and the focus returns to the button.
 */
export function ConfirmButton({
  text,
  icon,
  intent,
  ask,
  question,
  confirmText,
  cancelText = 'Cancel',
  disabled,
  loading,
  onConfirm,
  className,
}: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        className={className}
        text={text}
        icon={icon}
        intent={intent}
        disabled={disabled}
        loading={loading}
        onClick={() => (ask ? setOpen(true) : onConfirm())}
      />
      <Alert
        isOpen={open}
        intent={intent}
        confirmButtonText={confirmText}
        cancelButtonText={cancelText}
        canEscapeKeyCancel
        canOutsideClickCancel
        onCancel={() => setOpen(false)}
        onConfirm={() => {
          setOpen(false);
          onConfirm();
        }}
      >
        {question}
      </Alert>
    </>
  );
}
