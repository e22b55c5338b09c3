import { Callout, Intent } from '@blueprintjs/core';
import './login.css';

export interface RelayCodeNoticeProps {
  /** The confirmation code of the relay channel, e.g. "048 213". */
  code: string;
  /** The provider the technician signs in with in the other tab. */
  provider: string;
}

/**
 * Shown in ConnectWise's embedded browser while the relay waits: the signing-in page shows the same
 * code and asks the technician to compare before the token is sent, so a sign-in link someone else
 * sent cannot hand this technician's account to them.
 */
export function RelayCodeNotice({ code, provider }: RelayCodeNoticeProps) {
  return (
    <Callout className="login__relay" intent={Intent.PRIMARY} title="Check the code in your browser" role="status">
      <p>Sign in with {provider} in the browser tab that opened. Continue there only if it shows this code:</p>
      <p className="login__relay-code" aria-label={`Confirmation code ${code}`}>
        {code}
      </p>
    </Callout>
  );
}
