// Every feature file, in order. Add a line for a new one (B2B: './b2b/...', identity provider: './idp').
import type { Feature } from '../registry';
import admin from './admin';
import consumerSessions from './consumer/sessions';
import consumerUsers from './consumer/users';
import shared from './shared';

export const features: Feature[] = [shared, admin, consumerUsers, consumerSessions];
