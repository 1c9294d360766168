import { useQueryClient } from '@tanstack/react-query';

/** After any write, every case query (lists, details, histories) and the board are stale. */
export function useInvalidateCases() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['cases'] }),
      queryClient.invalidateQueries({ queryKey: ['schedule'] }),
    ]);
}
