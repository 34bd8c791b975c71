// Words both connection sections (SSO and SCIM) share (keys adminKit.*); translated in
// src/admin/locales/<tag>.ts (`kit`).
export const kitText = {
  'adminKit.copyButton': 'Copy',
  'adminKit.copy': 'Copy {label}',
  'adminKit.copied': 'Copied.',
  'adminKit.cancel': 'Cancel',
  'adminKit.confirmDelete': 'Delete',
  'adminKit.role': 'Role',
  'adminKit.addAssignment': 'Add assignment',
  'adminKit.removeAssignment': 'Remove assignment {n}',
  'adminKit.noAssignments': 'No assignments.',
};
export type KitKey = keyof typeof kitText;
