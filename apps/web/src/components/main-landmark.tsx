import Box, { type BoxProps } from '@mui/material/Box';
import { createContext, useContext } from 'react';

const InsideMain = createContext(false);

/**
 * The page's one `main` landmark (decisions §10). Inside another one (a screen's loader or error screen drawn in the
 * logged-in frame's `main`) it is a plain box, so that no page has two; on its own (the first screen still loading,
 * the frame itself failed) it is the landmark, so that no page has none.
 */
export function MainLandmark({ children, ...props }: Omit<BoxProps, 'component'>) {
  const inside = useContext(InsideMain);
  return (
    <InsideMain.Provider value>
      <Box component={inside ? 'div' : 'main'} {...props}>
        {children}
      </Box>
    </InsideMain.Provider>
  );
}
