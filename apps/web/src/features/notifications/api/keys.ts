/** Every query key of the notifications feature. */
export const notificationKeys = {
  all: ['notifications'] as const,
  /** The bell's list (an infinite query): the badge's count comes with its pages. */
  list: ['notifications', 'list'] as const,
};
