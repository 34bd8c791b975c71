// otps.* : email one-time passcodes (organization and discovery) and the SMS second factor.
import * as r from '../../wire/b2b-routes';
import type * as B from '../../wire/b2b-public-types';
import type { B2BAuthResponse, DiscoveryResponse } from '../../wire/types';
import type { Ctx } from '../client';
import { op } from '../op';

/** The wire's set_mfa_enrollment is a string; its values are these. */
export type Enroll = { set_mfa_enrollment?: 'enroll' | 'unenroll' };

export function otpsModule(ctx: Ctx) {
  return {
    email: {
      loginOrSignup: op<typeof r.otpEmailLoginOrSignup, B.B2BOTPsEmailLoginOrSignupResponse>(
        ctx,
        'otps.email.loginOrSignup',
        r.otpEmailLoginOrSignup,
        { protect: true },
      ),
      authenticate: op<typeof r.otpEmailAuthenticate, B2BAuthResponse>(ctx, 'otps.email.authenticate', r.otpEmailAuthenticate, {
        auth: true,
        ist: true,
      }),
      discovery: {
        send: op<typeof r.otpEmailDiscoverySend, B.B2BDiscoveryOTPEmailSendResponse>(
          ctx,
          'otps.email.discovery.send',
          r.otpEmailDiscoverySend,
          { protect: true },
        ),
        authenticate: op<typeof r.otpEmailDiscoveryAuthenticate, DiscoveryResponse>(
          ctx,
          'otps.email.discovery.authenticate',
          r.otpEmailDiscoveryAuthenticate,
          { auth: true },
        ),
      },
    },
    sms: {
      /** mfa_phone_number only while enrolling; otherwise the member's number is used. */
      send: op<typeof r.otpSmsSend, B.B2BSMSSendResponse>(ctx, 'otps.sms.send', r.otpSmsSend, { ist: true }),
      authenticate: op<typeof r.otpSmsAuthenticate, B2BAuthResponse, Enroll>(ctx, 'otps.sms.authenticate', r.otpSmsAuthenticate, {
        auth: true,
        ist: true,
      }),
    },
  };
}
