// featherlogin/b2b/adminPortal: the Admin Portal's mount functions (each section its own lazy
// chunk), its option types and enum, beside every name of featherlogin/b2b's public surface.
export * from './public';
export { AdminPortalB2BProducts } from '../admin/config';
export type {
  AdminPortalCommonProps,
  AdminPortalMemberManagementMountOptions,
  AdminPortalOrgSettingsMountOptions,
  AdminPortalSCIMMountOptions,
  AdminPortalSSOMountOptions,
  AdminPortalStyleConfig,
} from '../admin/config';
export {
  mountAdminPortalMemberManagement,
  mountAdminPortalOrgSettings,
  mountAdminPortalSCIM,
  mountAdminPortalSSO,
} from '../admin/mount';
