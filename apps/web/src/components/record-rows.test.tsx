import { ThemeProvider } from '@mui/material/styles';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../app/theme';
import { RecordRowStyles, RowAction, RowActions } from './record-rows';

describe("a record row's actions", () => {
  it('is a plain button named by its label, with its hint for the rules to show, that acts on a click', () => {
    const onEdit = vi.fn();
    render(
      <RowActions label="Aksi untuk P-16">
        <RowAction icon="edit" label="Ubah P-16" hint="Ubah" onClick={onEdit} />
        <RowAction icon="delete" label="Hapus P-16" hint="Hapus" disabled onClick={vi.fn()} />
      </RowActions>,
    );
    const group = screen.getByRole('group', { name: 'Aksi untuk P-16' });
    const edit = screen.getByRole('button', { name: 'Ubah P-16' });
    expect(group).toContainElement(edit);
    expect(edit).toHaveAttribute('data-hint', 'Ubah');
    expect(edit).toHaveAttribute('type', 'button');
    fireEvent.click(edit);
    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Hapus P-16' })).toBeDisabled();
    // Plain elements: no MUI component, so nothing styled per row.
    expect(document.querySelector('[class*="Mui"]')).toBeNull();
  });

  it("gives the page the rows' rules once, the hint among them", () => {
    render(
      <ThemeProvider theme={theme}>
        <RecordRowStyles />
      </ThemeProvider>,
    );
    const rules = Array.from(document.querySelectorAll('style'))
      .map((style) => style.textContent ?? '')
      .join('\n');
    expect(rules).toContain('.record-row');
    // The hint is drawn only while shown: on the keyboard's focus and on a pointer's hover, not as a hidden box.
    expect(rules).toMatch(/\.record-action:focus-visible::after\{content:attr\(data-hint\)/);
    expect(rules).toMatch(/\(hover: ?hover\)\{.*\.record-action:hover::after\{content:attr\(data-hint\)/s);
    expect(rules).not.toMatch(/\.record-action::after\{[^}]*content/);
  });
});
