// Reads of the widget core (widget.ts) that only intents and screens of lazy chunks share, and the
// dispatch of the machine's steps half (advance, primary): a module of their own, as an export of
// widget.ts that a chunk imports stays in the main bundle (ARCHITECTURE.md, bytes rules). The steps
// chunk holds it; the MFA and reset chunks read it from there, another chunk carries its own copy.
import { clock } from '../../ui/clock';
import type { B2BAuthResponse, MfaMethod } from '../../wire/types';
import type { B2BMfaProduct } from '../config';
import type { StepsAction } from '../machine';
import { reduceSteps } from '../machine-steps';
import { organization, type Widget } from '../widget';

export const now = () => clock.now();
export const isDiscovery = (w: Widget) => w.state.value.flow.type === 'Discovery';
/** The known organization's id ('' before one is known: the server answers that). */
export const orgId = (w: Widget) => organization(w)?.organization_id ?? '';
/** Default session length when the config gives none (section 9). */
export const DEFAULT_SESSION_MINUTES = 30;
export const minutes = (w: Widget) => w.config.sessionOptions?.sessionDurationMinutes ?? DEFAULT_SESSION_MINUTES;
/** The config's factor list by wire name (what the machine and the rules compare). */
export const mfaList = (list?: B2BMfaProduct[]): MfaMethod[] | undefined => list?.map((m) => (m === 'smsOtp' ? 'sms_otp' : m));
export const passwordOptions = (w: Widget) => w.config.passwordOptions ?? {};
export const canCreateOrganization = (w: Widget) =>
  w.client.bootstrap.getSync().createOrganizationEnabled && !w.config.disableCreateOrganization;

/** An action of the machine's steps half (machine-steps.ts, which travels with this module): the half joins the widget's store first. */
export function advance(w: Widget, a: StepsAction) {
  w.add({ steps: reduceSteps });
  w.dispatch(a);
}

/**
 * Primary authentication success (section 4): the machine decides the next screen. One that needs
 * a second factor before the MFA chunk is in waits on MFALoad (machine.ts), which loads it.
 */
export const primary = (w: Widget, resp: B2BAuthResponse, toReset = false) =>
  advance(w, { type: 'primarySuccess', resp, now: now(), include: mfaList(w.config.mfaProductInclude), toReset });

/**
 * Where an intent began: the returned check is false once the user has left (Back, 'Try again', another
 * link: the screen or its history changed), so a late answer draws nothing and starts nothing.
 */
export function here(w: Widget) {
  const { screen, history } = w.state.value;
  return () => w.state.value.screen === screen && w.state.value.history === history;
}
