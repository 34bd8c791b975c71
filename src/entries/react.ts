// featherlogin/react: React bindings for the consumer widgets and client (real React as a peer).
export * from '../react/index';
