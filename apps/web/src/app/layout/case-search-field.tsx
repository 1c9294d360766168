import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Tooltip from '@mui/material/Tooltip';
import { useId, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { id } from '../../i18n/id';
import { visuallyHidden } from '../../lib/visually-hidden';

const t = id.search;

/**
 * 'Cari kasus' in the top bar (decisions §7.5): Enter opens /search with the words, across the four stages. On a
 * phone, where the bar has no room for a field, a button opens the search page itself.
 */
export function CaseSearchField() {
  const navigate = useNavigate();
  const fieldId = useId();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    void navigate(query ? `/search?q=${encodeURIComponent(query)}` : '/search');
    setText('');
  };
  return (
    <>
      <Box
        component="form"
        role="search"
        aria-label={t.field}
        onSubmit={submit}
        sx={{
          display: { xs: 'none', md: 'flex' },
          alignItems: 'center',
          bgcolor: 'rgba(255,255,255,0.14)',
          '&:focus-within': { bgcolor: 'rgba(255,255,255,0.22)' },
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
      <Tooltip title={t.field}>
        <IconButton
          component={RouterLink}
          to="/search"
          color="inherit"
          aria-label={t.field}
          sx={{ display: { xs: 'inline-flex', md: 'none' } }}
        >
          <Search />
        </IconButton>
      </Tooltip>
    </>
  );
}
