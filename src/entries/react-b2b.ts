// featherlogin/react/b2b: React bindings for the B2B widget and client (real React as a peer).
export * from '../react/b2b';
