import { Hono } from 'hono';
import type {
  BeautifiedPhoneWire,
  BeautifyPhoneBody,
  CheckPhoneNumberBody,
  PhonePermissionWire,
} from '@adapters/http/wire/phoneNumberWire';
import { errorBody, type SandboxEnv } from '../sandboxEnv';
import { beautifyPhone, isOptedOut } from '../verification/phoneNumbers';
import { readJson } from './sessionRoutes';

/**
 * POST /MessagingPermissions/check-phone-number {phone} -> {phone, optedOut}: whether texting the
 * number is allowed. POST /Common/beautifyPhoneNumber {data} -> {data}: the number formatted for people.
 */
export const phoneNumberRoutes = new Hono<SandboxEnv>()
  .post('/MessagingPermissions/check-phone-number', async (c) => {
    const body = await readJson<Partial<CheckPhoneNumberBody>>(c.req.raw);
    const phone = typeof body.phone === 'string' ? body.phone.trim() : '';
    if (!/\d/.test(phone)) return c.json(errorBody('Enter a phone number.'), 400);
    const answer: PhonePermissionWire = { phone, optedOut: isOptedOut(c.var.state, c.var.user.tenantId, phone) };
    return c.json(answer);
  })
  .post('/Common/beautifyPhoneNumber', async (c) => {
    const body = await readJson<Partial<BeautifyPhoneBody>>(c.req.raw);
    const data = typeof body.data === 'string' ? body.data : '';
    if (!/\d/.test(data)) return c.json(errorBody('Enter a phone number.'), 400);
    const answer: BeautifiedPhoneWire = { data: beautifyPhone(data) };
    return c.json(answer);
  });
