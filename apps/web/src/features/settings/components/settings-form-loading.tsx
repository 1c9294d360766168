import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Skeleton from '@mui/material/Skeleton';
import { id } from '../../../i18n/id';
import { idSettings } from '../../../i18n/id-settings';

const t = idSettings;

/** The mail settings' form's height, measured in the browser at a phone's width and at a laptop's. */
const MAIL_FORM_HEIGHT = { xs: 829, sm: 544 };

/**
 * The form's place while the settings load: the same grid, each field's box with its real help text under it, so
 * that the form takes exactly this height and the templates below it do not move.
 */
export function SettingsFormLoading() {
  const field = (help: string) => (
    <div>
      <Skeleton variant="rounded" height={56} />
      <FormHelperText sx={{ mx: 1.75 }}>{help}</FormHelperText>
    </div>
  );
  return (
    <Box aria-busy="true" aria-label={id.app.loading} sx={{ display: 'grid', gap: 2.5 }}>
      {field(t.officeNameHelp)}
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {field(t.reminderHourHelp)}
        {field(t.trashDaysHelp)}
        {field(t.satkerCodeHelp)}
        {field(t.officeCityHelp)}
        {field(t.numberingScopeHelp)}
      </Box>
      <Box>
        <Skeleton variant="rounded" width={96} height={36.5} />
      </Box>
    </Box>
  );
}

/**
 * The mail settings' place while their form's code comes (settings-page.tsx): their grid of fields and buttons as
 * blocks of their height, without texts.
 */
export function MailSettingsFormLoading() {
  return (
    <Box aria-busy="true" aria-label={id.app.loading} sx={{ display: 'grid', gap: 2.5 }}>
      <Skeleton variant="rounded" sx={{ height: MAIL_FORM_HEIGHT }} />
    </Box>
  );
}
