import { Button, Callout, Intent, TextArea } from '@blueprintjs/core';
import { Download, Duplicate } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { formatBytes } from '../core/fileRules';
import { sanitizeFileName } from '../core/sanitizeFileName';
import type { RequestsStore } from './RequestsStore';
import { useCopy } from './useCopy';

export interface AnswerPanelProps {
  requests: RequestsStore;
}

/**
 * The contact's answer, shown once: the server hands it over a single time, so it lives only here
 * until the technician closes it. Everything the contact sent is text (no HTML), file names sanitized.
 */
export const AnswerPanel = observer(function AnswerPanel({ requests }: AnswerPanelProps) {
  const copy = useCopy();
  const shown = requests.shown;
  if (!shown) return null;
  const { text, files } = shown.answer;
  return (
    <section className="secure-data__answer" aria-labelledby="secure-data-answer-title">
      <Callout intent={Intent.PRIMARY} title={`Answer: ${shown.title}`} id="secure-data-answer-title">
        <p>Shown once. Copy what you need and download the files before you close it.</p>
        {text && (
          <>
            <TextArea aria-label="Answer text" value={text} readOnly fill rows={Math.min(6, text.split('\n').length + 1)} />
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
 {requests.download.error && <Callout intent={Intent.DANGER} role="alert" compact>{requests.download.error}</Callout>}
        <Button text="Close answer" onClick={() => requests.closeAnswer()} />
      </Callout>
    </section>
  );
});
