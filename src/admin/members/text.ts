export const membersText = { 'admin.members.title': 'Members' };
