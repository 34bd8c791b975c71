// Both specs' section 5: the shared rule of src/wire/email.ts (the emulator checks the same).
export { isEmail as validEmail } from '../wire/email';
