/** The figures' grid of `/admin/stats`, shared by the figures and their loading state: one column, two on a wide screen. */
export const statsGrid = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
};
