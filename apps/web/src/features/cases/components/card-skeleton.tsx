import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';

/** A case card while the list loads. */
export function CardSkeleton() {
  return (
    <Card aria-hidden>
      <CardContent>
        <Skeleton width="45%" />
        <Skeleton height={32} sx={{ my: 1 }} />
        <Skeleton width="70%" />
        <Skeleton width="60%" />
      </CardContent>
    </Card>
  );
}
