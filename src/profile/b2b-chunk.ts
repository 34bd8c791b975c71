// The member profile widget's chunk (mountMemberProfile): featherlogin.b2b.profile.js in CDN builds,
// an import() chunk in ESM builds; a sign-in page never loads it.
export { profileText as text } from './text';
export { MemberProfile } from './MemberProfile';
