import { Button, Callout, FileInput, Intent, ProgressBar } from '@blueprintjs/core';
import { Cross, Document } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { describeLimits, formatBytes } from '../core/fileRules';
import type { FileLimits } from '../core/SecureData';
import type { UploadsStore } from './UploadsStore';

export interface FileUploadsProps {
  uploads: UploadsStore;
  limits: FileLimits;
}

/** Files to share: the limits first, then each file with its progress and a way to cancel or remove it. */
export const FileUploads = observer(function FileUploads({ uploads, limits }: FileUploadsProps) {
  if (limits.maxFiles === 0) return null;
  const full = uploads.activeCount >= limits.maxFiles;
  return (
    <fieldset className="secure-data__files">
      <legend>Files</legend>
      <p className="secure-data__hint" id="secure-data-file-limits">
        {describeLimits(limits)}
      </p>
      <FileInput
        text={full ? 'File limit reached' : 'Choose files…'}
        buttonText="Browse"
        disabled={full}
        fill
        inputProps={{
          multiple: true,
          'aria-label': 'Add files',
          'aria-describedby': 'secure-data-file-limits',
          accept: limits.allowedExtensions.join(','),
        }}
        onInputChange={(event) => {
          const input = event.currentTarget;
          uploads.add(Array.from(input.files ?? []));
          input.value = ''; // the same file can be picked again after a refusal
        }}
      />
      {uploads.refusal && (
        <Callout intent={Intent.WARNING} role="alert" compact>
          {uploads.refusal}
        </Callout>
      )}
      {uploads.uploads.length > 0 && (
        <ul className="secure-data__file-list" aria-label="Files to share">
          {uploads.uploads.map((u) => (
            <li key={u.key} className="secure-data__file">
              <Document aria-hidden />
              <span className="secure-data__file-name">{u.name}</span>
              <span className="secure-data__hint">{formatBytes(u.size)}</span>
              {u.state === 'uploading' && (
                <>
                  <ProgressBar value={u.progress} intent={Intent.PRIMARY} aria-label={`Uploading ${u.name}`} />
                  <Button
                    variant="minimal"
                    size="small"
                    text="Cancel"
                    aria-label={`Cancel upload of ${u.name}`}
                    onClick={() => uploads.cancel(u.key)}
                  />
                </>
              )}
              {u.state === 'done' && <span className="secure-data__ok">Uploaded</span>}
              {(u.state === 'failed' || u.state === 'cancelled') && (
                <span className="secure-data__error">{u.error}</span>
              )}
              {u.state !== 'uploading' && (
                <Button
                  variant="minimal"
                  size="small"
                  icon={<Cross />}
                  aria-label={`Remove ${u.name}`}
                  onClick={() => uploads.remove(u.key)}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
});
