export const orgText = { 'admin.org.title': 'Organization settings' };
