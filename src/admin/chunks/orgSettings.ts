// Chunk entry: the organization settings section (sections.ts `orgSettings`).
export { OrgSettings as Section } from '../org-settings/OrgSettings';
export { orgText as text } from '../org-settings/text';
