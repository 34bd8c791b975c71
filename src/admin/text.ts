// The Admin Portal's up-front English strings (each section's own are in its chunk: text-*.ts).
// Translations: the `admin` section of each locale file (src/ui/locales).
export const adminText = {
  /** No member session on this client. */
  'admin.signedOut': 'Sign in as a member of the organization to manage it.',
  'admin.cancel': 'Cancel',
  'admin.save': 'Save',
  'admin.saved': 'Changes saved.',
  /** Beside controls the member may see but not change. */
  'admin.readOnly': 'You can view these settings but not change them. Ask an admin of your organization for access.',
};
export type AdminKey = keyof typeof adminText;
