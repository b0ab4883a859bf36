/** Server messages of favourites, feedback and global announcements, kept apart from the rest. */

export const socialZh = {
  'favorites.not_a_page': '只能收藏页面',
  'feedback.not_found': '反馈不存在',
  'announcements.not_found': '公告不存在',
} as const;

export const socialEn: Record<keyof typeof socialZh, string> = {
  'favorites.not_a_page': 'Only pages can be favourites',
  'feedback.not_found': 'Feedback not found',
  'announcements.not_found': 'Announcement not found',
};
