import { Button, Callout, Intent, TextArea } from '@blueprintjs/core';
import { Download, Duplicate, EyeOff } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { formatBytes } from '../core/fileRules';
import { sanitizeFileName } from '../core/sanitizeFileName';
import type { RequestsStore, ShownAnswer } from './RequestsStore';
import { useCopy } from './useCopy';

export interface AnswerPanelProps {
  requests: RequestsStore;
  shown: ShownAnswer;
}

/**
 * The contact's answer, on screen because the technician asked: the server handed it over once, so this page keeps
 * it only while it is open. It takes the focus (scrolled to in a narrow pod). Everything the contact sent is text
 * (no HTML), file names sanitized.
 */
export const AnswerPanel = observer(function AnswerPanel({ requests, shown }: AnswerPanelProps) {
  const copy = useCopy();
  const region = useRef<HTMLElement>(null);
  useEffect(() => region.current?.focus(), []);
  const { text, files } = shown.answer;
  return (
    <section ref={region} tabIndex={-1} className="secure-data__answer" aria-labelledby="secure-data-answer-title">
      <Callout intent={Intent.PRIMARY} title={`Answer: ${shown.title}`} id="secure-data-answer-title">
        <p>Handed over once: this page keeps it until you leave it. It hides again after a minute.</p>
        {text && (
          <>
            <TextArea
              aria-label="Answer text"
              value={text}
              readOnly
              fill
              rows={Math.min(6, text.split('\n').length + 1)}
            />
            <Button icon={<Duplicate />} text="Copy answer" onClick={() => void copy(text)} />
          </>
        )}
        {files.length > 0 && (
          <ul aria-label="Files from the contact">
            {files.map((f) => (
              <li key={f.id}>
                {sanitizeFileName(f.fileName)} ({formatBytes(f.size)}){' '}
                <Button
                  size="small"
                  icon={<Download />}
                  text={requests.downloaded.has(f.id) ? 'Downloaded' : 'Download'}
                  aria-label={`Download ${sanitizeFileName(f.fileName)}`}
                  disabled={requests.downloaded.has(f.id)}
                  loading={requests.download.pending}
                  onClick={() => void requests.download.run(f)}
                />
              </li>
            ))}
          </ul>
        )}
        {requests.download.error && (
          <Callout intent={Intent.DANGER} role="alert" compact>
            {requests.download.error}
          </Callout>
        )}
        <Button icon={<EyeOff />} text="Hide answer" onClick={() => requests.hideAnswer()} />
      </Callout>
    </section>
  );
});
