import { Button, Callout, Classes, ControlGroup, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { Duplicate } from '@blueprintjs/icons';
import { useRef, useState } from 'react';
import { useCopy } from './useCopy';

export interface CopyLinkProps {
  /** The created link (kept in the page's memory only). */
  link: string;
}

/** The created link, to paste elsewhere (a PSA reply, a chat): Copy link, and a clear way by hand when the browser refuses. */
export function CopyLink({ link }: CopyLinkProps) {
  const copy = useCopy();
  const field = useRef<HTMLInputElement>(null);
  const [refused, setRefused] = useState(false);
  return (
    <FormGroup label="Link" labelFor="secure-data-link">
      <ControlGroup fill>
        <InputGroup
          id="secure-data-link"
          className="secure-data__link"
          inputRef={field}
          value={link}
          readOnly
          fill
          spellCheck={false}
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button
          className={`secure-data__copy ${Classes.FIXED}`}
          icon={<Duplicate />}
          text="Copy link"
          onClick={() =>
            void copy(link, {
              onRefused: () => {
                setRefused(true);
                field.current?.focus();
                field.current?.select();
              },
            }).then((copied) => copied && setRefused(false))
          }
        />
      </ControlGroup>
      {refused && (
        <Callout intent={Intent.WARNING} role="alert" compact className="secure-data__copy-refused">
          This browser did not let the page copy the link. The link is selected: press Ctrl+C (Cmd+C on a Mac) to copy
          it.
        </Callout>
      )}
    </FormGroup>
  );
}
