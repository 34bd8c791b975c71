// Chunk entry: the SCIM section (sections.ts `scim`), given the client and config of the mount's options.
import { h } from 'preact';
import type { SectionProps } from '../sections';
import { SCIMSection } from '../scim';

export const Section = ({ options }: SectionProps) => h(SCIMSection, { client: options.client, config: options.config });
export { scimText as text } from '../scim/text';
