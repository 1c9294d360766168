import HomeOutlined from '@mui/icons-material/HomeOutlined';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { idFiles } from '../../../i18n/id-files';

const t = idFiles;

/** The trail from Root to the open folder; every part but the last opens its folder. */
export function FolderBreadcrumbs({ path, onNavigate }: { path: string; onNavigate: (path: string) => void }) {
  const parts = path.split('/').filter(Boolean);
  const trail = [
    { label: t.root, path: '/' },
    ...parts.map((part, index) => ({ label: part, path: `/${parts.slice(0, index + 1).join('/')}` })),
  ];
  return (
    <Breadcrumbs aria-label={t.breadcrumb} maxItems={6} sx={{ minWidth: 0 }}>
      {trail.map((crumb, index) =>
        index === trail.length - 1 ? (
          <Typography
            key={crumb.path}
            color="text.primary"
            sx={{ display: 'flex', alignItems: 'center', fontWeight: 600 }}
            aria-current="page"
          >
            {index === 0 && <HomeOutlined fontSize="small" sx={{ mr: 0.5 }} />}
            {crumb.label}
          </Typography>
        ) : (
          <Link
            key={crumb.path}
            component="button"
            underline="hover"
            color="inherit"
            onClick={() => onNavigate(crumb.path)}
            sx={{ display: 'flex', alignItems: 'center' }}
          >
            {index === 0 && <HomeOutlined fontSize="small" sx={{ mr: 0.5 }} />}
            {crumb.label}
          </Link>
        ),
      )}
    </Breadcrumbs>
  );
}
