import { sendAndWait, type MainAction } from '@tests/kit/mainAction';

/** Texts the pod's contact and waits until the message is sent. */
export const smsMessagingMainAction: MainAction = (page) => sendAndWait(page, 'SMS under the policy');
