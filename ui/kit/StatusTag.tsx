import { Intent, Tag } from '@blueprintjs/core';
import type { ReactNode } from 'react';

/** What a status means to the technician; one colour each, everywhere. */
export type StatusTone = 'success' | 'warning' | 'danger' | 'progress' | 'neutral';

const INTENTS: Record<StatusTone, Intent> = {
  success: Intent.SUCCESS,
  warning: Intent.WARNING,
  danger: Intent.DANGER,
  progress: Intent.PRIMARY,
  neutral: Intent.NONE,
};

export interface StatusTagProps {
  tone: StatusTone;
  /** Human words ("Code sent", "Wrong code"), never a wire code. */
  children: ReactNode;
  /** Who, how or when, for the tooltip. */
  title?: string;
  /** For an `aria-labelledby` that names the status with its subject. */
  id?: string;
}

/** The one status tag: minimal, round, one intent per tone; long words wrap at 320 px instead of being cut off. */
export function StatusTag({ tone, children, title, id }: StatusTagProps) {
  return (
    <Tag
      id={id}
      className="kit-status-tag"
      intent={INTENTS[tone]}
      minimal
      round
      multiline
      title={title}
      data-tone={tone}
    >
      {children}
    </Tag>
  );
}

/** A feature signal's intent (FeatureSignals) as a tone: 'none' is neutral. */
export function toneOf(intent: 'success' | 'warning' | 'danger' | 'none'): StatusTone {
  return intent === 'none' ? 'neutral' : intent;
}
