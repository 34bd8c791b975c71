// An OAuth provider's display name, for every widget that names one (the consumer login's buttons,
// the profile widget's connected accounts).
import type { OAuthProvider } from '../wire/routes';

/** A provider's display name: its type capitalised ('google' -> 'Google'), or one of these. */
const NAMES: Partial<Record<OAuthProvider, string>> = { github: 'GitHub', gitlab: 'GitLab', linkedin: 'LinkedIn', tiktok: 'TikTok' };
export const providerName = (type: string) => NAMES[type as OAuthProvider] || type[0].toUpperCase() + type.slice(1);
