import type { AxiosInstance } from 'axios';
import { HttpDuoAuthApi } from '@adapters/auth/duo/HttpDuoAuthApi';
import { PusherSignInRelay } from '@adapters/auth/pusher/PusherSignInRelay';
import { HttpAuthApi } from '@adapters/http/HttpAuthApi';
import { HttpBrandingApi } from '@adapters/http/HttpBrandingApi';
import { HttpCompanyPoliciesApi } from '@adapters/http/HttpCompanyPoliciesApi';
import { HttpContactDirectory } from '@adapters/http/HttpContactDirectory';
import { HttpPhoneFormatter } from '@adapters/http/HttpPhoneFormatter';
import { HttpPodRecordApi } from '@adapters/http/HttpPodRecordApi';
import { HttpPricePlanApi } from '@adapters/http/HttpPricePlanApi';
import { HttpUserApi } from '@adapters/http/HttpUserApi';
import { connectWisePsa } from '@adapters/psa/connectwise/connectWisePsa';
import { companyPoliciesWire } from '@adapters/http/wire/companyPoliciesWire';
import { contactOptionListWire } from '@adapters/http/wire/contactOptionWire';
import { authPusherSettingsWire, pusherAuthWire } from '@adapters/http/wire/identityWire';
import { logoWire } from '@adapters/http/wire/brandingWire';
import { beautifiedPhoneWire } from '@adapters/http/wire/phoneNumberWire';
import { podRecordWire } from '@adapters/http/wire/podRecordWire';
import { myPlanWire, pricePlansWire } from '@adapters/http/wire/pricePlanWire';
import { preCheckWire, sessionWire } from '@adapters/http/wire/sessionWire';
import { userWire } from '@adapters/http/wire/userWire';
import { httpChannelAuthorizer } from '@adapters/realtime/pusher/httpChannelAuthorizer';
import type { CallCase } from '@tests/kit/CallCase';
import { arr, nullable, num, obj, option, session, str, wire } from '@tests/kit/domainShape';
import { settingsReachingTheSocket } from '@tests/kit/settingsProbe';

const credentials = { username: 'tech@sandbox.test', password: 'sandbox' };

/** The shell's, sign-in's and the pod's calls (adapters/http, adapters/auth, adapters/realtime). */
export const sharedCalls: CallCase[] = [
  {
    name: 'HttpAuthApi.preCheck',
    beforeSignIn: true,
    silent: true,
    wire: preCheckWire,
    domain: obj({ url: nullable(str) }),
    missingBodyIsEmptyObject: true,
    run: (h) => new HttpAuthApi(h).preCheck(credentials),
  },
  {
    name: 'HttpAuthApi.passwordLogin',
    beforeSignIn: true,
    silent: true,
    wire: sessionWire,
    domain: session,
    unauthorizedIsRefusedSignIn: true,
    run: (h) => new HttpAuthApi(h).passwordLogin(credentials),
  },
  {
    name: 'HttpAuthApi.multiFactorLogin',
    beforeSignIn: true,
    silent: true,
    wire: sessionWire,
    domain: session,
    run: (h) => new HttpAuthApi(h).multiFactorLogin({ ...credentials, mfaCode: '246810' }),
  },
  {
    name: 'HttpAuthApi.externalLogin',
    beforeSignIn: true,
    silent: true,
    wire: sessionWire,
    domain: session,
    run: (h) => new HttpAuthApi(h).externalLogin('id-token', 'Google'),
  },
  {
    name: 'HttpDuoAuthApi.duoLogin',
    beforeSignIn: true,
    wire: sessionWire,
    domain: session,
    run: (h) => new HttpDuoAuthApi(h).duoLogin('duo-code', 'state'),
  },
  {
    name: 'HttpBrandingApi.getLogo',
    beforeSignIn: true,
    wire: logoWire,
    domain: nullable(str),
    silent: true,
    run: (h) => new HttpBrandingApi(h).getLogo(),
  },
  {
    name: 'HttpCompanyPoliciesApi.getPolicies',
    wire: companyPoliciesWire,
    domain: wire(companyPoliciesWire),
    run: (h) => new HttpCompanyPoliciesApi(h).getPolicies('acme-cw', 'acme-cw-co1'),
  },
  {
    name: 'HttpContactDirectory.listCompanyContacts',
    wire: contactOptionListWire,
    domain: obj({ rows: arr(option), totalCount: num }),
    run: (h) =>
      new HttpContactDirectory(h).listCompanyContacts({
        psaId: 'acme-cw',
        companyId: 'acme-cw-co1',
        start: 0,
        end: 20,
      }),
  },
  {
    name: 'HttpContactDirectory.saveToContact',
    wire: podRecordWire,
    domain: wire(podRecordWire),
    run: (h) =>
      new HttpContactDirectory(h).saveToContact({ psaId: 'acme-cw', ticketId: '1001', contactId: 'acme-cw-co1-ct2' }),
  },
  {
    name: 'HttpContactDirectory.checkByPhone',
    wire: contactOptionListWire,
    domain: arr(option),
    run: (h) => new HttpContactDirectory(h).checkByPhone({ psaId: 'acme-cw', phone: '555 010 2001' }),
  },
  // Display only: any failure leaves the number as stored (the fallback), never a toast.
  {
    name: 'HttpPhoneFormatter.format',
    wire: beautifiedPhoneWire,
    domain: str,
    fallback: str,
    silent: true,
    run: (h) => new HttpPhoneFormatter(h).format('5550102001'),
  },
  {
    name: 'HttpPodRecordApi.fetchRecord',
    silent: true,
    wire: podRecordWire,
    domain: wire(podRecordWire),
    run: (h) => new HttpPodRecordApi(h).fetchRecord(connectWisePsa.lookups.ticket!('acme-cw', '1001')),
  },
  {
    name: 'HttpPricePlanApi.myPlan',
    wire: myPlanWire,
    domain: wire(myPlanWire),
    run: (h) => new HttpPricePlanApi(h).myPlan(),
  },
  {
    name: 'HttpPricePlanApi.listPlans',
    wire: pricePlansWire,
    domain: wire(pricePlansWire),
    run: (h) => new HttpPricePlanApi(h).listPlans(),
  },
  {
    name: 'HttpUserApi.getUser',
    wire: userWire,
    domain: wire(userWire),
    run: (h) => new HttpUserApi(h).getUser('u-tech'),
  },
  {
    name: 'httpChannelAuthorizer',
    wire: pusherAuthWire,
    domain: str,
    run: (h: AxiosInstance) =>
      httpChannelAuthorizer(
        h,
        '/ClientPortalChats/authorize-pusher',
      )({ socketId: '1.2', channelName: 'private-portal-chats-acme-cw-1001' }),
  },
  {
    name: 'PusherSignInRelay settings',
    beforeSignIn: true,
    wire: authPusherSettingsWire,
    domain: wire(authPusherSettingsWire),
    run: (h) =>
      settingsReachingTheSocket((channels) =>
        new PusherSignInRelay({
          http: h,
          channels,
          openTab: () => false,
          externalLoginUrl: () => '/externalLogin',
        }).receiveToken('Google', () => undefined),
      ),
  },
];
