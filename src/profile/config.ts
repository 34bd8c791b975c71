// The profile widgets' options (a plain type module: the React adapter's props import it without Preact).
import type { OAuthProvider } from '../wire/routes';

/** mountUserProfile's `config`: which OAuth providers may be linked, and where their start returns. */
export interface UserProfileConfig {
  /** Providers offered under Connected accounts ('google', 'github', ...); none by default. */
  oauthProviders?: OAuthProvider[];
  /** The redirect of an OAuth link start (the project's default login redirect URL otherwise). */
  oauthRedirectURL?: string;
}
