import Add from '@mui/icons-material/Add';
import Search from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { NOTICE_DURATION_MS, paths, UNFINISHED, type Category } from '@pidsus/shared/constants';
import type { Case } from '@pidsus/shared';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ExportButtons } from '../../components/export-buttons';
import { Notice, useNotice } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { id } from '../../i18n/id';
import { idCases } from '../../i18n/id-cases';
import { errorMessage } from '../../lib/api-client';
import { useDrawnAFewAtATime } from '../../lib/use-drawn-when';
import { useCreateCase } from './api/create-case';
import { useFiltersInUrl } from './hooks/use-filters-in-url';
import { useSearchInUrl } from './hooks/use-search-in-url';
import { casesQueryOptions } from './api/get-cases';
import { CardSkeleton } from './components/card-skeleton';
import { CaseCard, CaseCardStyles } from './components/case-card';
import { CaseListFilters } from './components/case-list-filters';
import { UnshownCaseAlert } from './components/unshown-case-alert';
import { useRevealCase } from './hooks/use-reveal-case';
import { useDebouncedValue } from './hooks/use-debounced-value';
import { lazyDialog, usePreloadWhenIdle } from '../../components/lazy-dialog';

const CaseFormDialog = lazyDialog(() =>
  import('./components/case-form-dialog').then((module) => module.CaseFormDialog),
);
/**
 * The form's code loaded while the list is idle, in three files' turns: the forms' kit (zod, react-hook-form), the
 * record's schemas, then the form itself, each run in a task of its own (`usePreloadWhenIdle`).
 */
const PRELOAD_THE_FORM = [
  () => import('@pidsus/shared/schemas/common'),
  () => import('@pidsus/shared/schemas/case'),
  CaseFormDialog.preload,
] as const;
const t = idCases;
const grid = { display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', xl: '1fr 1fr 1fr' } };
/** No cases (one array, so that the deferred list below keeps its value between renders). */
const NO_CASES: Case[] = [];
/** Two full rows on a desktop's two or three columns; more than a phone's screen. */
const CARDS_PER_COMMIT = 6;

/** The case an edit was saved to before 'Kembali' on its detail (use-case-detail-page), to be shown here. */
function savedCaseOf(state: unknown): number | undefined {
  const saved = typeof state === 'object' && state !== null && 'saved' in state ? state.saved : undefined;
  return typeof saved === 'number' ? saved : undefined;
}

/** /cases/:category (requirements §2): the stage's cases. */
export function Component() {
  const category = useParams().category as Category;
  return <CaseListScreen key={category} category={category} />;
}

/**
 * A list of cases — one stage's (`category`) or the caller's own across the four ("Kasus Saya", `mine`) —
 * searchable, filtered by status, in the chosen order (all three kept in the URL, so that 'Lihat Detail' and
 * back return to the same list), loading more as the user scrolls.
 */
export function CaseListScreen({ category, mine = false }: { category?: Category; mine?: boolean }) {
  const label = category ? id.categories[category] : t.myCasesTitle;
  const location = useLocation();
  const { searchParams, sort, status, onSort, onStatus } = useFiltersInUrl();
  const [search, setSearch] = useState(searchParams.get('q') ?? '');
  const query = useDebouncedValue(search.trim(), 300);
  const cases = useInfiniteQuery(casesQueryOptions({ type: category, mine, q: query, status, sort }));
  const createCase = useCreateCase();
  const [adding, setAdding] = useState(false);
  // Set by a save: the new case takes the focus, so the closing dialog does not return it to 'Tambah Kasus Baru'.
  const [saved, setSaved] = useState(false);
  const { notice, show, close } = useNotice();
  const sentinel = useRef<HTMLDivElement>(null);

  useSearchInUrl(query);

  const pages = cases.data?.pages;
  const items = useMemo(() => pages?.flatMap((page) => page.cases) ?? NO_CASES, [pages]);
  // Thirty cards take a phone's CPU a while: drawn in a render React splits into short tasks, so that the page answers
  // to a tap meanwhile (docs/performance.md, "Where a logged-in screen's time goes"), and a few per commit, since React
  // does not split a commit (docs/performance.md, "A list's cards drawn a few at a time").
  const shownItems = useDrawnAFewAtATime(useDeferredValue(items, NO_CASES), CARDS_PER_COMMIT);
  const drawn = shownItems === items;
  // Until new cards are drawn, the loaders stay where they will be (the first page's placeholders, the next page's
  // spinner) and "Muat Lebih Banyak" waits: shown at once it would be pushed down a moment later (a layout shift).
  const drawingMore = shownItems.length < items.length;

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = cases;
  useEffect(() => {
    const target = sentinel.current;
    // Not before the cards are drawn: until then the end of the list is in view.
    if (!target || !hasNextPage || !drawn) {
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) {
          void fetchNextPage();
        }
      },
      { rootMargin: '400px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, drawn]);
  const total = cases.data?.pages[0]?.total ?? 0;
  // "Tambah Kasus Baru" opens at once: the form's code loads once the list is shown and the page is idle.
  usePreloadWhenIdle(PRELOAD_THE_FORM, category !== undefined && cases.isSuccess);
  const from = `${location.pathname}${location.search}`;
  // Read once: the list's own address changes (search, filters) drop the navigation state.
  const [savedBefore] = useState(() => savedCaseOf(location.state));
  const reveal = useRevealCase(
    {
      items: shownItems,
      query,
      status,
      pages: cases.data?.pages.length ?? 0,
      // The cards are drawn after the answer, in a render that yields to the browser (`useDeferredValue`): until they
      // are, the case to reveal is not looked for.
      settling: cases.isPending || cases.isFetching || cases.isPlaceholderData || !drawn,
      failed: cases.isError,
      hasNextPage,
      fetchNextPage,
    },
    savedBefore,
  );
  const showAll = () => {
    setSearch('');
    onStatus(undefined);
    reveal.showAll();
  };

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }}>
      {category && (
        <Breadcrumbs aria-label={t.breadcrumbLabel} sx={{ mb: 2 }}>
          <Link component={RouterLink} to={paths.categories} underline="hover" color="inherit">
            {t.breadcrumbRoot}
          </Link>
          <Typography color="text.primary" aria-current="page">
            {label}
          </Typography>
        </Breadcrumbs>
      )}
      <PageHeader
        title={category ? t.listTitle(label) : t.myCasesTitle}
        subtitle={category ? undefined : t.myCasesSubtitle}
        action={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <ExportButtons
              path="/cases/export"
              params={{ type: category, mine: mine ? 1 : undefined, q: query || undefined, status, sort }}
              onDone={show}
            />
            {category && (
              <Button
                variant="contained"
                startIcon={<Add />}
                onClick={() => {
                  setSaved(false);
                  setAdding(true);
                }}
              >
                {t.add}
              </Button>
            )}
          </Box>
        }
      />
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 3 }}
      >
        <CaseListFilters
          searchLabel={category ? t.searchIn(label) : t.searchMine}
          search={search}
          onSearch={setSearch}
          sort={sort}
          onSort={onSort}
          status={status}
          onStatus={onStatus}
        />
        {cases.isSuccess && total > 0 && (
          <Typography variant="body2" color="text.secondary" role="status">
            {t.count(items.length, total)}
          </Typography>
        )}
        {/* Its line kept while the list loads: on a phone the count wraps below the filters and would push the list. */}
        {cases.isPending && (
          <Typography variant="body2" aria-hidden="true" sx={{ visibility: 'hidden' }}>
            {t.count(0, 0)}
          </Typography>
        )}
      </Box>

      {reveal.unshown && (
        <UnshownCaseAlert unshown={reveal.unshown} from={from} onShowAll={showAll} onClose={reveal.dismiss} />
      )}
      {cases.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void cases.refetch()}>
              {t.retry}
            </Button>
          }
        >
          {t.loadFailed}
        </Alert>
      )}
      {(cases.isPending || (drawingMore && shownItems.length === 0)) && (
        <Box sx={grid} aria-busy="true" aria-label={id.app.loading}>
          {[0, 1, 2, 3].map((key) => (
            <CardSkeleton key={key} />
          ))}
        </Box>
      )}
      {cases.isSuccess && items.length === 0 && (
        <Card variant="outlined" sx={{ py: 6, textAlign: 'center', borderStyle: 'dashed' }}>
          <Typography color="text.secondary" role="status" sx={{ px: 2 }}>
            {query
              ? t.emptySearch(query)
              : status
                ? status === UNFINISHED
                  ? t.emptyUnfinished
                  : t.emptyStatus(id.caseStatus[status])
                : mine
                  ? t.myCasesEmpty
                  : t.empty}
          </Typography>
          {mine && !query && !status && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t.myCasesEmptyHint}
            </Typography>
          )}
          {category && query && (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1, px: 2 }}>
                {t.emptySearchHint(label)}
              </Typography>
              <Button
                component={RouterLink}
                to={paths.search(query)}
                variant="contained"
                startIcon={<Search />}
                sx={{ mt: 2 }}
              >
                {t.searchAllStages}
              </Button>
            </>
          )}
        </Card>
      )}
      {items.length > 0 && shownItems.length > 0 && (
        <Box sx={grid}>
          <CaseCardStyles />
          {shownItems.map((item) => (
            <CaseCard
              key={item.id}
              item={item}
              from={from}
              showCategory={mine}
              highlighted={item.id === reveal.highlighted}
            />
          ))}
        </Box>
      )}
      <Box ref={sentinel} sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
        {(isFetchingNextPage || (drawingMore && shownItems.length > 0)) && (
          <CircularProgress size={28} aria-label={id.app.loading} />
        )}
        {hasNextPage && !isFetchingNextPage && !drawingMore && (
          <Button variant="outlined" onClick={() => void fetchNextPage()}>
            {t.loadMore}
          </Button>
        )}
      </Box>

      {category && (
        <CaseFormDialog
          open={adding}
          type={category}
          restoreFocus={!saved}
          onClose={() => setAdding(false)}
          onSubmit={(values) =>
            createCase.mutateAsync(values).then(
              (created) => {
                setSaved(true);
                setAdding(false);
                show(t.addSuccess, 'success');
                reveal.reveal(created);
              },
              (error: unknown) => {
                show(errorMessage(error, t.addFailed), 'error');
                throw error;
              },
            )
          }
        />
      )}
      <Notice notice={notice} duration={NOTICE_DURATION_MS.caseList} onClose={close} />
    </Container>
  );
}
