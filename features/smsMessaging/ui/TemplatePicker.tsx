import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useId } from 'react';
import type { SmsTemplate } from '../core/SmsApi';

export interface TemplatePickerProps {
  templates: SmsTemplate[];
  /** Fills the composer with the template (variables substituted). */
  onPick(templateId: string): void;
}

/** Picks a message template; the composer then holds its text for the technician to edit. */
export function TemplatePicker({ templates, onPick }: TemplatePickerProps) {
  const id = useId();
  if (templates.length === 0) return null;
  return (
    <FormGroup label="Template" labelFor={id} className="sms__template">
      <HTMLSelect
        id={id}
        fill
        value=""
        onChange={(event) => {
          if (event.target.value) onPick(event.target.value);
        }}
      >
        <option value="">Choose a template…</option>
        {templates.map((t) => (
          <option key={t.id} value={t.id}>
            {t.name}
          </option>
        ))}
      </HTMLSelect>
    </FormGroup>
  );
}
