// dist/featherlogin.b2b.adminPortal.js: the Admin Portal's mount functions (each section a lazy chunk
// of its own, src/admin/manifest.ts), next to featherlogin.b2b.js (whose client they take).
import { AdminPortalB2BProducts } from '../../admin/config';
import {
  mountAdminPortalMemberManagement,
  mountAdminPortalOrgSettings,
  mountAdminPortalSCIM,
  mountAdminPortalSSO,
} from '../../admin/mount';
import { expose } from './expose';

expose({
  AdminPortalB2BProducts,
  mountAdminPortalOrgSettings,
  mountAdminPortalMemberManagement,
  mountAdminPortalSSO,
  mountAdminPortalSCIM,
});
