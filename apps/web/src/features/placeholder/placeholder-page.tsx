import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useMatches, useParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { id } from '../../i18n/id';
import { readSession, homePathFor } from '../../lib/session';

/** Route handle of screens that later issues fill: the title to show until then. */
export interface PlaceholderHandle {
  title: (params: Record<string, string | undefined>) => string;
}

const isPlaceholderHandle = (handle: unknown): handle is PlaceholderHandle =>
  typeof handle === 'object' && handle !== null && 'title' in handle && typeof handle.title === 'function';

/** A finished-looking stand-in for a screen whose issue has not landed yet. */
export function Component() {
  const params = useParams();
  const handle = useMatches().at(-1)?.handle;
  const title = isPlaceholderHandle(handle) ? handle.title(params) : id.placeholder.title;
  const session = readSession();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeader title={title} />
      <Card>
        <CardContent sx={{ p: 5, textAlign: 'center' }}>
          <ConstructionOutlined sx={{ fontSize: 56, color: 'secondary.main', mb: 2 }} />
          <Typography variant="h6" component="h2" gutterBottom>
            {id.placeholder.title}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {id.placeholder.text}
          </Typography>
          <Button component={RouterLink} to={session ? homePathFor(session.role) : '/login'} variant="contained">
            {id.placeholder.back}
          </Button>
        </CardContent>
      </Card>
    </Container>
  );
}
