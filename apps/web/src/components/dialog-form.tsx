import Box from '@mui/material/Box';
import type { ComponentProps } from 'react';

/**
 * The `<form>` that holds a dialog's title, content and actions. A column that may shrink, so that on a short screen
 * (768 px high) the fields scroll inside `DialogContent` and `Simpan` stays visible (decisions §10): a plain form
 * grew with its fields and the dialog's paper scrolled the actions away.
 */
export function DialogForm(props: ComponentProps<'form'>) {
  return (
    <Box
      component="form"
      {...props}
      sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}
    />
  );
}
