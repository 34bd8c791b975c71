// featherlogin/react/b2b/adminPortal: the Admin Portal's React components (inside <StytchB2BProvider>),
// their props types, and every name of featherlogin/b2b/adminPortal. Each component is typed by name
// (AdminComponent, src/react/admin-portal.ts), so its declaration reads React's types for an app.
import type {
  AdminPortalMemberManagementMountOptions,
  AdminPortalOrgSettingsMountOptions,
  AdminPortalSCIMMountOptions,
  AdminPortalSSOMountOptions,
} from '../admin/config';
import { mountAdminPortalMemberManagement, mountAdminPortalOrgSettings, mountAdminPortalSCIM, mountAdminPortalSSO } from '../admin/mount';
import { type AdminComponent, adminPortalComponent } from '../react/admin-portal';

export * from './b2b-admin-portal';

type Props<O> = Omit<O, 'client'>;
export type AdminPortalOrgSettingsProps = Props<AdminPortalOrgSettingsMountOptions>;
export type AdminPortalMemberManagementProps = Props<AdminPortalMemberManagementMountOptions>;
export type AdminPortalSSOProps = Props<AdminPortalSSOMountOptions>;
export type AdminPortalSCIMProps = Props<AdminPortalSCIMMountOptions>;

export const AdminPortalOrgSettings: AdminComponent<AdminPortalOrgSettingsProps> = adminPortalComponent<AdminPortalOrgSettingsProps>(
  'AdminPortalOrgSettings',
  mountAdminPortalOrgSettings,
);
export const AdminPortalMemberManagement: AdminComponent<AdminPortalMemberManagementProps> =
  adminPortalComponent<AdminPortalMemberManagementProps>('AdminPortalMemberManagement', mountAdminPortalMemberManagement);
export const AdminPortalSSO: AdminComponent<AdminPortalSSOProps> = adminPortalComponent<AdminPortalSSOProps>(
  'AdminPortalSSO',
  mountAdminPortalSSO,
);
export const AdminPortalSCIM: AdminComponent<AdminPortalSCIMProps> = adminPortalComponent<AdminPortalSCIMProps>(
  'AdminPortalSCIM',
  mountAdminPortalSCIM,
);
