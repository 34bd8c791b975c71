// The member profile widget's shell (mountMemberProfile): featherlogin.b2b.profile.js in CDN builds,
// an import() chunk in ESM builds; a sign-in page never loads it. Its sections are chunks after it
// (manifest.ts), which read the kit from this file (all of it here, as in chunk.ts).
export * from './kit';
export { profileText as text } from './text';
export { MemberProfile } from './MemberProfile';
