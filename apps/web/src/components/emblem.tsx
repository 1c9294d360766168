import Box from '@mui/material/Box';

/** The app's mark: a courthouse in the office's gold on green. Decorative, hidden from screen readers. */
export function Emblem({ size = 40 }: { size?: number }) {
  return (
    <Box component="svg" viewBox="0 0 64 64" aria-hidden sx={{ width: size, height: size, flexShrink: 0 }}>
      <rect width="64" height="64" rx="14" fill="#1f4d3a" />
      <path
        d="M32 12 14 20v4h36v-4L32 12Zm-14 16v16h6V28h-6Zm11 0v16h6V28h-6Zm11 0v16h6V28h-6ZM14 48v4h36v-4H14Z"
        fill="#d4a72c"
      />
    </Box>
  );
}
