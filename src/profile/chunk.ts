// The consumer profile widget's chunk (mountUserProfile): featherlogin.profile.js in CDN builds, an
// import() chunk in ESM builds; a login page never loads it.
export { profileText as text } from './text';
export { UserProfile } from './UserProfile';
