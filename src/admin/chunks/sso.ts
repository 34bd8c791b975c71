// Chunk entry: the SSO section (sections.ts `sso`), given the client and config of the mount's options.
import { h } from 'preact';
import type { SectionProps } from '../sections';
import { SSOSection } from '../sso';

export const Section = ({ options }: SectionProps) => h(SSOSection, { client: options.client, config: options.config });
export { ssoText as text } from '../sso/text';
