import ArrowBack from '@mui/icons-material/ArrowBack';
import ChevronRight from '@mui/icons-material/ChevronRight';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import ManageSearchOutlined from '@mui/icons-material/ManageSearchOutlined';
import PolicyOutlined from '@mui/icons-material/PolicyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { CATEGORIES, paths } from '@pidsus/shared/constants';
import type { Category } from '@pidsus/shared';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { id } from '../../i18n/id';

const t = id.categoryPage;

const icons: Record<Category, ReactNode> = {
  penyelidikan: <ManageSearchOutlined sx={{ fontSize: 40 }} />,
  penyidikan: <PolicyOutlined sx={{ fontSize: 40 }} />,
  penuntutan: <GavelOutlined sx={{ fontSize: 40 }} />,
  eksekusi: <FactCheckOutlined sx={{ fontSize: 40 }} />,
};

/** /category (requirements §2): the four stages of a case, in order, each opening its list. */
export function Component() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Button component={RouterLink} to={paths.dashboard} startIcon={<ArrowBack />} sx={{ mb: 2 }}>
        {t.back}
      </Button>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <Box
        component="ol"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
        }}
      >
        {CATEGORIES.map((category, index) => (
          <li key={category}>
            <Card sx={{ height: '100%' }}>
              <CardActionArea
                component={RouterLink}
                to={paths.cases(category)}
                aria-label={t.open(id.categories[category])}
                sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
              >
                <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1.5, p: 3 }}>
                  <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
                    <Box
                      sx={{
                        width: 64,
                        height: 64,
                        borderRadius: 2,
                        display: 'grid',
                        placeItems: 'center',
                        bgcolor: 'primary.main',
                        color: 'primary.contrastText',
                      }}
                    >
                      {icons[category]}
                    </Box>
                    <Typography variant="overline" color="text.secondary" sx={{ fontSize: '0.9rem' }}>
                      {`0${index + 1}`}
                    </Typography>
                  </Box>
                  <Typography variant="h6" component="h2">
                    {id.categories[category]}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
                    {id.categoryDescriptions[category]}
                  </Typography>
                  <Box sx={{ display: 'flex', alignItems: 'center', color: 'primary.main', fontWeight: 600 }}>
                    {t.viewCases}
                    <ChevronRight />
                  </Box>
                </CardContent>
              </CardActionArea>
            </Card>
          </li>
        ))}
      </Box>
    </Container>
  );
}
