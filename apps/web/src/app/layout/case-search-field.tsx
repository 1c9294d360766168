import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import { useId, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { paths } from '@pidsus/shared/constants';
import { barHintSx } from '../../components/bar-hint';
import { id } from '../../i18n/id';
import { focusRing } from '../../lib/focus-ring';
import { visuallyHidden } from '../../lib/visually-hidden';

const t = id.search;

/**
 * 'Cari kasus' in the top bar (decisions §7.5): Enter opens /search with the words, across the four stages. On a
 * phone, where the bar has no room for a field, a button opens the search page itself. The field is named apart
 * from its button (decisions §10), so that no two controls of a page share a name.
 */
export function CaseSearchField() {
  const navigate = useNavigate();
  const fieldId = useId();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    void navigate(paths.search(query));
    setText('');
  };
  return (
    <>
      <Box
        component="form"
        role="search"
        aria-label={t.landmark}
        onSubmit={submit}
        sx={{
          display: { xs: 'none', md: 'flex' },
          alignItems: 'center',
          bgcolor: 'rgba(255,255,255,0.14)',
          '&:focus-within': { bgcolor: 'rgba(255,255,255,0.22)' },
          // The field has no border to show its focus: the box takes the ring, white on the green bar (decisions §10).
          '&:has(input:focus-visible)': { outline: `${focusRing.width}px solid ${focusRing.onDark}`, outlineOffset: 2 },
          borderRadius: 2,
          px: 1,
          mr: 1,
          width: { md: 220, lg: 280 },
        }}
      >
        <Box component="label" htmlFor={fieldId} sx={visuallyHidden}>
          {t.field}
        </Box>
        <InputBase
          id={fieldId}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t.fieldPlaceholder}
          inputProps={{ maxLength: 200, enterKeyHint: 'search' }}
          sx={{ color: 'inherit', flex: 1, '& input::placeholder': { color: '#fff', opacity: 0.85 } }}
        />
        <IconButton type="submit" aria-label={t.submit} color="inherit" size="small">
          <Search />
        </IconButton>
      </Box>
      <IconButton
        component={RouterLink}
        to={paths.search()}
        color="inherit"
        aria-label={t.submit}
        data-hint={t.submit}
        sx={[{ display: { xs: 'inline-flex', md: 'none' } }, barHintSx]}
      >
        <Search />
      </IconButton>
    </>
  );
}
