// otps.* : email one-time passcodes (organization and discovery) and the SMS second factor.
import * as r from '../../wire/b2b-routes';
import type { B2BAuthResponse, DiscoveryResponse } from '../../wire/types';
import type { Ctx } from '../client';
import { op, SESSION } from '../op';

export interface EmailLoginOrSignupOptions {
  email_address: string;
  organization_id: string;
  login_template_id?: string;
  signup_template_id?: string;
  login_expiration_minutes?: number;
  signup_expiration_minutes?: number;
  locale?: string;
}

export function otpsModule(ctx: Ctx) {
  return {
    email: {
      loginOrSignup: op<EmailLoginOrSignupOptions>(
        ctx,
        'otps.email.loginOrSignup',
        r.otpEmailLoginOrSignup,
        [
          'email_address',
          'organization_id',
          'login_template_id?',
          'signup_template_id?',
          'login_expiration_minutes?:number',
          'signup_expiration_minutes?:number',
          'locale?',
        ],
        { protect: true },
      ),
      authenticate: op<
        { code: string; email_address: string; organization_id: string; session_duration_minutes: number; locale?: string },
        B2BAuthResponse
      >(ctx, 'otps.email.authenticate', r.otpEmailAuthenticate, ['code', 'email_address', 'organization_id', SESSION, 'locale?'], {
        auth: true,
        ist: true,
      }),
      discovery: {
        send: op<{ email_address: string; login_template_id?: string; discovery_expiration_minutes?: number; locale?: string }>(
          ctx,
          'otps.email.discovery.send',
          r.otpEmailDiscoverySend,
          ['email_address', 'login_template_id?', 'discovery_expiration_minutes?:number', 'locale?'],
          { protect: true },
        ),
        authenticate: op<{ code: string; email_address: string }, DiscoveryResponse>(
          ctx,
          'otps.email.discovery.authenticate',
          r.otpEmailDiscoveryAuthenticate,
          ['code', 'email_address'],
          { auth: true },
        ),
      },
    },
    sms: {
      /** mfa_phone_number only while enrolling; otherwise the member's number is used. */
      send: op<{
        organization_id: string;
        member_id: string;
        mfa_phone_number?: string;
        locale?: string;
        enable_autofill?: boolean;
        expiration_minutes?: number;
      }>(
        ctx,
        'otps.sms.send',
        r.otpSmsSend,
        ['organization_id', 'member_id', 'mfa_phone_number?', 'locale?', 'enable_autofill?:boolean', 'expiration_minutes?:number'],
        { ist: true },
      ),
      authenticate: op<
        {
          organization_id: string;
          member_id: string;
          code: string;
          session_duration_minutes: number;
          set_mfa_enrollment?: 'enroll' | 'unenroll';
          set_default_mfa?: boolean;
        },
        B2BAuthResponse
      >(
        ctx,
        'otps.sms.authenticate',
        r.otpSmsAuthenticate,
        ['organization_id', 'member_id', 'code', SESSION, 'set_mfa_enrollment?', 'set_default_mfa?:boolean'],
        { auth: true, ist: true },
      ),
    },
  };
}
