import Clear from '@mui/icons-material/Clear';
import Search from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { memo, useDeferredValue, useId, useMemo, useState } from 'react';
import type { Case } from '@pidsus/shared';
import { useLocation, useSearchParams } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { id } from '../../i18n/id';
import { idCases } from '../../i18n/id-cases';
import { errorMessage } from '../../lib/api-client';
import { searchTerms } from './highlight';
import { useDebouncedValue } from './hooks/use-debounced-value';
import { visuallyHidden } from '../../lib/visually-hidden';
import { casesQueryOptions } from './api/get-cases';
import { SearchResult } from './components/search-result';
import { useSearchInUrl } from './hooks/use-search-in-url';

const t = id.search;
const NO_CASES: Case[] = [];

/** The results, drawn only when they change: the page's own renders (each key typed) leave them be. */
const Results = memo(function Results(props: { items: Case[]; terms: string[]; from: string }) {
  return (
    <Box component="ol" aria-label={t.results} sx={{ p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {props.items.map((item) => (
        <SearchResult key={item.id} item={item} terms={props.terms} from={props.from} />
      ))}
    </Box>
  );
});

/**
 * /search?q= (decisions §7.5): the cases of all four stages that match, a whole-phrase match first (the
 * server's order), each with its category, date and the words that matched marked. The search is kept in the
 * URL, so that a result's page and back return to the same results.
 */
export function Component() {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const asked = searchParams.get('q') ?? '';
  const [text, setText] = useState(asked);
  const [seen, setSeen] = useState(asked);
  if (asked !== seen) {
    // A new search from the top bar while this page is open.
    setSeen(asked);
    setText(asked);
  }
  const query = useDebouncedValue(text.trim(), 300);
  const fieldId = useId();
  const cases = useInfiniteQuery(casesQueryOptions({ q: query, sort: 'upcoming' }));

  useSearchInUrl(query);

  const pages = cases.data?.pages;
  const items = useMemo(() => (query ? (pages?.flatMap((page) => page.cases) ?? NO_CASES) : NO_CASES), [query, pages]);
  const total = query ? (cases.data?.pages[0]?.total ?? 0) : 0;
  const terms = useMemo(() => searchTerms(query), [query]);
  // The results are drawn in a render React splits into short tasks (docs/performance.md, "Drawing after the
  // answer"); until the first of them are, the loaders stay.
  const shown = useDeferredValue(items, NO_CASES);
  const shownTerms = useDeferredValue(terms);
  const drawing = shown === NO_CASES && items !== NO_CASES;
  const from = `${location.pathname}${location.search}`;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', md: '2rem' } }}>
        {t.title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t.subtitle}</Typography>
      <Box component="form" role="search" onSubmit={(event) => event.preventDefault()} sx={{ mb: 3 }}>
        <Box component="label" htmlFor={fieldId} sx={visuallyHidden}>
          {t.pageField}
        </Box>
        <OutlinedInput
          id={fieldId}
          fullWidth
          type="search"
          value={text}
          autoFocus={!asked}
          onChange={(event) => setText(event.target.value)}
          placeholder={t.placeholder}
          inputProps={{ maxLength: 200, enterKeyHint: 'search' }}
          startAdornment={
            <InputAdornment position="start">
              <Search />
            </InputAdornment>
          }
          endAdornment={
            text && (
              <InputAdornment position="end">
                <IconButton aria-label={idCases.clearSearch} onClick={() => setText('')} edge="end">
                  <Clear />
                </IconButton>
              </InputAdornment>
            )
          }
          sx={{ bgcolor: 'background.paper' }}
        />
      </Box>

      {!query ? (
        <Typography sx={{ color: 'text.secondary' }}>{t.prompt}</Typography>
      ) : cases.isPending || drawing ? (
        <Box aria-busy="true" aria-label={id.app.loading}>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} variant="rounded" height={120} sx={{ mb: 1.5 }} />
          ))}
        </Box>
      ) : cases.isError && items.length === 0 ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void cases.refetch()}>
              {idCases.retry}
            </Button>
          }
        >
          {errorMessage(cases.error, t.loadFailed)}
        </Alert>
      ) : items.length === 0 ? (
        <>
          <Typography role="status" sx={{ color: 'text.secondary', fontWeight: 600 }}>
            {t.empty(query)}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mt: 1 }}>{t.emptyHint}</Typography>
        </>
      ) : (
        <>
          <Typography role="status" sx={{ color: 'text.secondary', mb: 1.5 }}>
            {t.count(items.length, total)}
          </Typography>
          <Results items={shown} terms={shownTerms} from={from} />
          {cases.hasNextPage && (
            <Box sx={{ textAlign: 'center', mt: 3 }}>
              <Button variant="outlined" disabled={cases.isFetchingNextPage} onClick={() => void cases.fetchNextPage()}>
                {idCases.loadMore}
              </Button>
            </Box>
          )}
        </>
      )}
    </Container>
  );
}
