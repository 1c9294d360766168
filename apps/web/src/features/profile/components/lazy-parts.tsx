import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazySection } from '../../../components/lazy-section';
import { idCalendar } from '../../../i18n/id-calendar';
import { idProfile } from '../../../i18n/id-profile';
import { idTwoFactor } from '../../../i18n/id-two-factor';

/**
 * A part of the profile in place until its code has come: its title and text as the part draws them, and a grey block
 * about as tall as the rest, so that the page does not move when the part comes.
 */
function PartPlaceholder(props: {
  title: string;
  text: string;
  /** The space under the title, and the text's size, as the part has them. */
  titleGap: number;
  textVariant: 'body1' | 'body2';
  height: number | Record<string, number>;
}) {
  return (
    <Box aria-busy="true">
      <Typography variant="h6" component="h2" sx={{ mb: props.titleGap }}>
        {props.title}
      </Typography>
      <Typography variant={props.textVariant} color="text.secondary" sx={{ mb: 2 }}>
        {props.text}
      </Typography>
      <Skeleton variant="rounded" sx={{ height: props.height }} />
    </Box>
  );
}

/*
 * The profile's parts below its details, each with a form (react-hook-form, zod, the two-step sign-in's enrolment):
 * loaded once the page has been drawn and is idle, not before its first paint (docs/performance.md, "The profile's
 * forms after its first paint"). The same on /profile and /admin/profile.
 */

export const LazyPasswordForm = lazySection(
  () => import('./password-form').then((module) => module.PasswordForm),
  ({ stacked }: { stacked?: boolean }) => (
    <PartPlaceholder
      title={idProfile.passwordTitle}
      text={idProfile.passwordText}
      titleGap={0}
      textVariant="body2"
      height={stacked ? 252 : { xs: 252, md: 108 }}
    />
  ),
);

export const LazyTwoFactorSection = lazySection(
  () => import('./two-factor-section').then((module) => module.TwoFactorSection),
  () => (
    <PartPlaceholder
      title={idTwoFactor.title}
      text={idTwoFactor.intro}
      titleGap={2}
      textVariant="body2"
      height={{ xs: 69, sm: 37 }}
    />
  ),
);

export const LazyCalendarFeed = lazySection(
  () => import('./calendar-feed').then((module) => module.CalendarFeed),
  () => (
    <PartPlaceholder
      title={idCalendar.feed.title}
      text={idCalendar.feed.intro}
      titleGap={1}
      textVariant="body1"
      height={175}
    />
  ),
);
