// The Admin Portal's sections: id -> the lazy loader of its chunk, whose module exports the section's
// root component as `Section` and its English strings as `text` (ARCHITECTURE.md, Admin Portal). Each
// loader is the one lazy() call site of its chunk: `lazy(__CDN__ ? c.<id>.file : () => import('./chunks/<id>'))`
// with its row in src/admin/manifest.ts, so a page with one component loads only that one.
import type { ComponentType } from 'preact';
import { lazy } from '../core/chunk';
import type { Catalogue } from '../ui/text';
import type { AdminPortalOptions } from './config';
import { manifest } from './manifest';

const c = manifest.chunks;

export type SectionId = 'orgSettings' | 'members' | 'sso' | 'scim';

/** What a section's root component receives: the mount's options, as the host passed them. */
export interface SectionProps {
  options: AdminPortalOptions;
}

/** A section chunk's exports. */
export interface SectionModule {
  Section: ComponentType<SectionProps>;
  text?: Catalogue;
}

export const sections: Record<SectionId, () => Promise<SectionModule>> = {
  orgSettings: lazy(__CDN__ ? c.orgSettings.file : () => import('./chunks/orgSettings')),
  members: lazy(__CDN__ ? c.members.file : () => import('./chunks/members')),
  sso: lazy(__CDN__ ? c.sso.file : () => import('./chunks/sso')),
  scim: lazy(__CDN__ ? c.scim.file : () => import('./chunks/scim')),
};
