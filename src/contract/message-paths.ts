// The contact messages' API paths, apart from api-paths.ts (which includes them): the public pages' one call, the
// contact form's, then carries these alone, not every path of the admin's.
export const MESSAGE_PATHS = {
  list: '/api/contact-messages',
  one: '/api/contact-messages/:id',
  mark: '/api/contact-messages/mark',
  delete: '/api/contact-messages/delete',
  export: '/api/contact-messages/export.csv',
  notification: '/api/contact-messages/:id/notification',
} as const;
