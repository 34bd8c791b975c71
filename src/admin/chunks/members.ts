// Chunk entry: the member management section (sections.ts `members`).
export { Members as Section } from '../members/Members';
export { membersText as text } from '../members/text';
