import { Alert, FormGroup, HTMLSelect, Intent } from '@blueprintjs/core';
import { useId, useState } from 'react';
import type { SmsTemplate } from '../core/SmsApi';

export interface TemplatePickerProps {
  templates: SmsTemplate[];
  /** What the composer holds now: a template over a draft with text asks before replacing it. */
  draft: string;
  /** Fills the composer with the template (variables substituted). */
  onPick(templateId: string): void;
}

/** Longest quote of the draft in the question (a 320 px dialog stays readable). */
const QUOTE_CHARACTERS = 120;

/**
 * Picks a message template; the composer then holds its text for the technician to edit. Over a draft with
 * text it asks "Replace your draft?" first: a template is a whole message, so inserting it into the draft
 * would mix two messages, and replacing it silently lost what was written.
 */
export function TemplatePicker({ templates, draft, onPick }: TemplatePickerProps) {
  const id = useId();
  const [asking, setAsking] = useState<SmsTemplate | null>(null);
  if (templates.length === 0) return null;
  const choose = (templateId: string) => {
    const template = templates.find((t) => t.id === templateId);
    if (!template) return;
    if (draft.trim()) setAsking(template);
    else onPick(template.id);
  };
  const written = draft.trim();
  return (
    <FormGroup label="Template" labelFor={id} className="sms__template">
      <HTMLSelect id={id} fill value="" onChange={(event) => choose(event.target.value)}>
        <option value="">Choose a template…</option>
        {templates.map((t) => (
          <option key={t.id} value={t.id}>
            {t.name}
          </option>
        ))}
      </HTMLSelect>
      <Alert
        isOpen={asking !== null}
        intent={Intent.WARNING}
        confirmButtonText="Replace"
        cancelButtonText="Keep my draft"
        canEscapeKeyCancel
        canOutsideClickCancel
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking) onPick(asking.id);
          setAsking(null);
        }}
      >
        <p>
          <strong>Replace your draft?</strong>
        </p>
        <p className="sms__draft-quote">
          The template “{asking?.name}” replaces what you have written: “
          {written.length > QUOTE_CHARACTERS ? `${written.slice(0, QUOTE_CHARACTERS - 1).trimEnd()}…` : written}”
        </p>
      </Alert>
    </FormGroup>
  );
}
